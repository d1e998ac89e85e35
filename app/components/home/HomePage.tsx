import { BelowFold } from "~/components/ui/BelowFold";
import { BannerCarousel } from "./BannerCarousel";
import { Benefits } from "./Benefits";
import { ContactSection } from "./ContactSection";
import { Hero } from "./Hero";
import { Industries } from "./Industries";
import { LogoStrip } from "./LogoStrip";
import { MediumCards } from "./MediumCards";
import { Mediums } from "./Mediums";
import { Products } from "./Products";
import { Testimonials } from "./Testimonials";
import { VoiceBotVideo } from "./VoiceBotVideo";
import { WhyGrid } from "./WhyGrid";
import type { HomeContent } from "./types";
import styles from "./Hero.module.css";

/** The home page (SPEC §2 "Home page sections"), one module per section. */
export function HomePage({ home }: { home: HomeContent }) {
  const { page } = home;
  return (
    <>
      {/* On a laptop the banners take the hero's right half, which was empty (issue 45). */}
      <div className={styles.top}>
        <Hero page={page} />
        <BannerCarousel banners={home.banners} />
      </div>
      <BelowFold>
        <Mediums page={page} mediums={home.mediums} />
        <MediumCards mediums={home.mediums} />
        <WhyGrid page={page} />
        <Benefits page={page} />
        <Industries page={page} industries={home.industries} />
        <Products page={page} products={home.products} />
        <VoiceBotVideo page={page} captions={home.videoCaptions} />
        <Testimonials page={page} testimonials={home.testimonials} partners={home.partnerTestimonials} />
        <LogoStrip page={page} />
        <ContactSection page={page} />
      </BelowFold>
    </>
  );
}
