import { loadLegalPage } from "~/content/legal.server";

export const loader = () => loadLegalPage("termsofuse");
