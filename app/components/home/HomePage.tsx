import { Suspense, type ReactNode } from "react";
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

/*
 * Each section below the first screen hydrates on its own: React hydrates a Suspense boundary in
 * a pass of its own, so the page's hydration commits in several short tasks instead of one long one
 * that would keep a phone's main thread busy (issue 16). Nothing suspends; the markup is the same.
 */
const Part = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** The home page (SPEC §2 "Home page sections"), one module per section. */
export function HomePage({ home }: { home: HomeContent }) {
  const { page } = home;
  return (
    <>
      <Hero page={page} />
      <BannerCarousel banners={home.banners} />
      <Part>
        <Mediums page={page} mediums={home.mediums} />
      </Part>
      <Part>
        <MediumCards mediums={home.mediums} />
      </Part>
      <Part>
        <WhyGrid page={page} />
      </Part>
      <Part>
        <Benefits page={page} />
      </Part>
      <Part>
        <Industries page={page} industries={home.industries} />
      </Part>
      <Part>
        <Products page={page} products={home.products} />
      </Part>
      <Part>
        <VoiceBotVideo page={page} captions={home.videoCaptions} />
      </Part>
      <Part>
        <Testimonials page={page} testimonials={home.testimonials} partners={home.partnerTestimonials} />
      </Part>
      <Part>
        <LogoStrip page={page} />
      </Part>
      <Part>
        <ContactSection page={page} />
      </Part>
    </>
  );
}
