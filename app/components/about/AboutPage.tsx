import { PageHero } from "~/components/layout/PageHero";
import { AboutVideos } from "./AboutVideos";
import { MediaLinks } from "./MediaLinks";
import { ReadMore } from "./ReadMore";
import type { AboutContent } from "./types";
import styles from "./AboutPage.module.css";

/** /about (SPEC §2 "About page"): mission, Read More / Read Less, two product videos, press links. */
export function AboutPage({ page }: { page: AboutContent }) {
  return (
    <>
      <PageHero heading={page.heading} image={page.bannerImage} />
      <section className="container section" aria-labelledby="about-mission">
        <div className={styles.mission}>
          <h2 id="about-mission">{page.missionHeading}</h2>
          <p className={styles.lead}>{page.mission}</p>
          <ReadMore id="about-read-more" paragraphs={page.readMore} />
        </div>
      </section>
      <AboutVideos heading={page.videosHeading} videos={page.videos} />
      <MediaLinks heading={page.mediaHeading} links={page.mediaLinks} />
    </>
  );
}
