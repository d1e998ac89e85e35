import { legalPageLoader } from "~/content/legal.server";
export { legalMeta as meta, default } from "~/components/pages/LegalPage";

export const loader = () => legalPageLoader("termsofuse");
