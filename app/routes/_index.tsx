import { pageMetaLoader } from "~/content/page-meta.server";
export { titleOnlyMeta as meta, default } from "~/components/layout/TitleOnlyPage";

export const loader = () => pageMetaLoader("/");
