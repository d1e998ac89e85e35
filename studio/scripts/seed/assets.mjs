/**
 * Every generated asset of the seed, by name: SVG illustrations, the sample food photos and the
 * synthesised audio. Documents refer to them by these names (image(name, alt), file(name)).
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

import {comingSoonSvg, developerBannerSvg, logoSvg, shareCardSvg, videoMeetingSvg} from './artwork.mjs'
import {synthesiseConversation} from './audio.mjs'
import {lineDurations, webVtt} from './captions.mjs'
import {conversationFrame} from './video.mjs'
import {blogArticles} from './blog.mjs'
import {demoCards, industryAudio} from './demos.mjs'
import {banners, benefits, logos, mediums, productExtras, testimonials, whyCards} from './home.mjs'
import {industryPages} from './industries.mjs'
import {avatar, bannerScene, cardScene, iconTile, videoPoster, wordmark} from './illustrations.mjs'
import {aboutPage, foodPhotos, imageDemoPage, textDemoPage, voiceDemoPage} from './pages.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
export const FOOD_PHOTO_DIR = path.join(here, 'food-photos')

/** SPEC.md §9: banner art at three breakpoints (phone ≤500 px, tablet ≤768 px, desktop). */
export const BANNER_SIZES = {desktop: [1440, 560], tablet: [768, 480], phone: [500, 640]}

const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const accents = ['violet', 'teal', 'amber']

export function collectArtwork() {
  const art = []
  const add = (name, svg) => art.push({name, originalFilename: `${name}.svg`, svg})

  add('logo', logoSvg())
  add('developer-services-banner', developerBannerSvg())
  add('video-meeting', videoMeetingSvg())
  add('coming-soon', comingSoonSvg())
  // Drawn as SVG, stored as JPEG (`raster`, see build-seed.mjs): share previews do not read SVG.
  art.push({name: 'share-card', originalFilename: 'share-card.jpg', svg: shareCardSvg(), raster: 'jpeg'})

  for (const b of banners) {
    for (const [size, [W, H]] of Object.entries(BANNER_SIZES)) {
      add(`banner-${b.slug}-${size}`, bannerScene({W, H, title: b.alt, iconName: b.icon, satellites: b.satellites, accent: b.accent, second: b.second}))
    }
  }
  for (const m of mediums) {
    add(`medium-${slugify(m.mediumTitle)}`, cardScene({W: 800, H: 600, title: m.heading, accent: m.accent, iconName: m.icon, talk: m.mediumTitle === 'Voice'}))
  }
  add(
    'mediums-placeholder',
    cardScene({
      W: 800,
      H: 600,
      title: 'Pick a medium',
      accent: 'violet',
      second: 'amber',
      iconName: 'layers',
      talk: false,
      extraIcons: ['wave', 'image', 'video'],
    }),
  )
  for (const [i, [title, icon]] of whyCards.entries()) add(`why-${i + 1}`, iconTile({iconName: icon, title, accent: accents[i % 3]}))
  for (const [i, [text, icon]] of benefits.entries()) {
    add(`benefit-${i + 1}`, cardScene({W: 480, H: 320, title: text, accent: accents[i % 3], second: accents[(i + 1) % 3], iconName: icon, talk: false}))
  }
  for (const [slug, page] of Object.entries(industryPages)) {
    add(`industry-${slug}-cover`, cardScene({W: 960, H: 640, title: page.exploreText, accent: page.accent, second: page.second, iconName: page.icon}))
    add(
      `industry-${slug}-explore`,
      cardScene({W: 480, H: 320, title: page.exploreText, accent: page.accent, second: page.second, iconName: page.icon, talk: false}),
    )
  }
  for (const card of demoCards) {
    const page = industryPages[card.industry]
    add(
      `demo-${card.slug}`,
      cardScene({W: 640, H: 400, title: card.title, accent: page.accent, second: page.second, iconName: card.icon, talk: card.slug !== 'food-photo'}),
    )
  }
  for (const [slug, extra] of Object.entries(productExtras)) {
    add(`product-${slug}`, cardScene({W: 800, H: 560, title: slug, accent: extra.accent, iconName: extra.icon}))
  }
  for (const t of testimonials) {
    add(
      `avatar-${slugify(t.name)}`,
      avatar({
        initials: t.initials,
        title: `${t.initials}: initials of ${t.name}`,
        accent: t.kind === 'customer' ? 'violet' : 'teal',
        second: t.kind === 'customer' ? 'teal' : 'amber',
      }),
    )
  }
  for (const [name, shape, color] of logos) add(`logo-${slugify(name)}`, wordmark({name, title: name, shape, color}))
  add('home-demo-video-poster', videoPoster({W: 1280, H: 720, title: 'A voice bot talking with a customer', iconName: 'bot'}))
  for (const [i, article] of blogArticles.entries()) {
    add(`blog-${i + 1}-cover`, cardScene({W: 1200, H: 630, title: article.coverAlt, accent: article.accent, iconName: article.icon}))
    let n = 0
    for (const part of article.body) {
      if (typeof part === 'object') {
        n++
        add(`blog-${i + 1}-image-${n}`, cardScene({W: 960, H: 540, title: part.alt, accent: part.accent, iconName: part.icon, talk: false}))
      }
    }
  }
  for (const [i, [title, icon]] of voiceDemoPage.features.entries()) add(`voice-feature-${i + 1}`, iconTile({iconName: icon, title, accent: accents[i % 3]}))
  for (const [i, [title, icon]] of textDemoPage.features.entries())
    add(`text-feature-${i + 1}`, iconTile({iconName: icon, title, accent: accents[(i + 1) % 3]}))
  for (const [i, [title, icon]] of imageDemoPage.features.entries())
    add(`image-feature-${i + 1}`, iconTile({iconName: icon, title, accent: accents[(i + 2) % 3]}))
  add('voice-banner', cardScene({W: 1200, H: 630, title: 'Voice recognition', accent: 'violet', iconName: 'mic'}))
  add('voice-survey', cardScene({W: 640, H: 400, title: 'Voice survey', accent: 'teal', second: 'amber', iconName: 'clipboard'}))
  add('text-banner', cardScene({W: 1200, H: 630, title: 'Text to speech', accent: 'teal', second: 'violet', iconName: 'speaker'}))
  add(
    'image-banner',
    cardScene({W: 1200, H: 630, title: 'Image recognition', accent: 'amber', second: 'teal', iconName: 'camera', talk: false, extraIcons: ['image', 'spark']}),
  )
  add('about-banner', cardScene({W: 1200, H: 630, title: 'About Kathana AI', accent: 'violet', second: 'amber', iconName: 'people', talk: true}))
  for (const [i, [title, icon, accent]] of aboutPage.videos.entries()) {
    add(`about-video-${i + 1}`, videoPoster({W: 1280, H: 720, title, iconName: icon, accent}))
  }
  return art
}

/** The sample photos: source JPEGs committed under scripts/seed/food-photos/ (see CREDITS.md). */
export function collectPhotos() {
  return foodPhotos.map(([code, name]) => ({
    name: `food-${slugify(name)}`,
    originalFilename: `${code}.jpeg`,
    buffer: readFileSync(path.join(FOOD_PHOTO_DIR, `${code}.jpeg`)),
  }))
}

/** Every audio clip: each demo card's IN (and US) recording and each industry's sample. */
export function collectAudio() {
  const clips = []
  for (const card of demoCards) {
    if (card.india) clips.push({name: `audio-${card.slug}-in`, originalFilename: `${card.slug}-in.ogg`, lines: card.india, accent: 'india'})
    if (card.us) clips.push({name: `audio-${card.slug}-us`, originalFilename: `${card.slug}-us.ogg`, lines: card.us, accent: 'us'})
  }
  for (const [slug, sample] of Object.entries(industryAudio)) {
    clips.push({name: `audio-industry-${slug}`, originalFilename: `${slug}-sample.ogg`, lines: sample.lines, accent: 'india'})
  }
  return clips.map((clip) => ({...clip, synthesise: () => synthesiseConversation(clip.lines, clip.accent)}))
}

/**
 * The videos: the home page's demo video (a voice bot talking with a person) and the About page's
 * two product videos (also each product's video). `clip` names an audio clip of collectAudio();
 * `lines` are synthesised for the video only.
 */
export function collectVideos() {
  return [
    {
      name: 'video-home-demo',
      originalFilename: 'voice-bot-demo.mp4',
      frame: conversationFrame({title: 'A voice bot talking with a customer', left: 'bot', right: 'people'}),
      clip: 'audio-car-re-booking-us',
    },
    {
      name: 'video-kathana-voicebot',
      originalFilename: 'kathana-voicebot.mp4',
      frame: conversationFrame({title: 'Kathana VoiceBot calling a customer', left: 'bot', right: 'phone'}),
      clip: 'audio-loan-emi-reminder-in',
    },
    {
      name: 'video-kathana-meet',
      originalFilename: 'kathana-meet.mp4',
      frame: conversationFrame({title: 'Kathana Meet', left: 'video', right: 'people', accent: '#0d9488', second: '#f59e0b'}),
      synthesise: () => synthesiseConversation(aboutPage.meetNarration, 'us'),
    },
  ]
}

const loanReminder = demoCards.find((card) => card.slug === 'loan-emi-reminder')
const carReBooking = demoCards.find((card) => card.slug === 'car-re-booking')

/**
 * WebVTT captions of the videos (collectVideos), in the language spoken: the home page's demo
 * video is the US car re-booking call, the VoiceBot video (About, product) the Hindi loan reminder
 * call, the Meet video (About, product) an English narration. `language` is what the site's <track> says (srclang and label).
 */
export function collectCaptions() {
  const captions = [
    {video: 'video-home-demo', language: 'en', lines: carReBooking.us, accent: 'us', speakers: {bot: 'Voice bot', customer: 'Customer'}},
    {video: 'video-kathana-voicebot', language: 'hi', lines: loanReminder.india, accent: 'india', speakers: {bot: 'Kathana VoiceBot', customer: 'Customer'}},
    {video: 'video-kathana-meet', language: 'en', lines: aboutPage.meetNarration, accent: 'us', speakers: {bot: 'Narrator', customer: 'Viewer'}},
  ]
  return captions.map((c) => ({
    name: `captions-${c.video}`,
    video: c.video,
    language: c.language,
    originalFilename: `${c.video.replace(/^video-/, '')}.${c.language}.vtt`,
    build: () => Buffer.from(webVtt(c.lines, lineDurations(c.lines, c.accent), c.speakers), 'utf8'),
  }))
}
