import type { ABOUT_PAGE_QUERYResult } from "~/sanity.types";

export type AboutContent = NonNullable<ABOUT_PAGE_QUERYResult>;
export type AboutVideo = AboutContent["videos"][number];
export type MediaLink = AboutContent["mediaLinks"][number];
