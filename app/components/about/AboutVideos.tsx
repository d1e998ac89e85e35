import { CaptionedVideo } from "~/components/ui/CaptionedVideo";
import { imageUrl } from "~/components/home/image-url";
import type { AboutVideo } from "./types";
import styles from "./AboutPage.module.css";
import { useContentEnv } from "~/components/request-context";

/** The two product advertisement videos, each with native controls, a poster and captions. */
export function AboutVideos({ heading, videos }: { heading: string; videos: AboutVideo[] }) {
  const env = useContentEnv();
  return (
    <section className={`section ${styles.videos}`} aria-labelledby="about-videos">
      <div className="container">
        <h2 id="about-videos">{heading}</h2>
        <ul className={styles.videoGrid}>
          {videos.map((video) => (
            <li key={video._key}>
              <figure className={styles.figure}>
                <CaptionedVideo
                  video={video.video}
                  captions={video.captions}
                  captionsLanguage={video.captionsLanguage}
                  poster={imageUrl(env, video.poster, 960)}
                  label={video.title}
                  width={960}
                  height={540}
                  testId="about-video"
                />
                <figcaption className={styles.videoTitle}>{video.title}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
