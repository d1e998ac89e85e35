import type { ContentEnv } from "~/content/image";
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

/** The home page (SPEC §2 "Home page sections"), one module per section. */
export function HomePage({ home, env }: { home: HomeContent; env: ContentEnv }) {
  const { page } = home;
  return (
    <>
      <Hero page={page} />
      <BannerCarousel banners={home.banners} env={env} />
      <Mediums page={page} mediums={home.mediums} env={env} />
      <MediumCards mediums={home.mediums} env={env} />
      <WhyGrid page={page} env={env} />
      <Benefits page={page} env={env} />
      <Industries page={page} industries={home.industries} env={env} />
      <Products page={page} products={home.products} env={env} />
      <VoiceBotVideo page={page} captions={home.videoCaptions} env={env} />
      <Testimonials page={page} testimonials={home.testimonials} partners={home.partnerTestimonials} env={env} />
      <LogoStrip page={page} env={env} />
      <ContactSection page={page} />
    </>
  );
}
