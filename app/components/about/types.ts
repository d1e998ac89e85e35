import type { SerializeFrom } from "@remix-run/node";
import type { ABOUT_PAGE_QUERYResult } from "~/sanity.types";

/** As the page receives it from its loader (JSON). */
export type AboutContent = SerializeFrom<NonNullable<ABOUT_PAGE_QUERYResult>>;
export type AboutVideo = AboutContent["videos"][number];
export type MediaLink = AboutContent["mediaLinks"][number];
