import type {SchemaTypeDefinition} from 'sanity'

import {banner} from './documents/banner'
import {blogPost} from './documents/blogPost'
import {demoCard} from './documents/demoCard'
import {foodPhoto} from './documents/foodPhoto'
import {medium} from './documents/medium'
import {testimonial} from './documents/testimonial'
import {textCategory} from './documents/textCategory'
import {voiceCategory} from './documents/voiceCategory'
import {benefit} from './objects/benefit'
import {blogBody} from './objects/blogBody'
import {callFlow, callFlowStep, useCaseTab} from './objects/callFlow'
import {featureCard} from './objects/featureCard'
import {logoItem} from './objects/logoItem'
import {mediaLink} from './objects/mediaLink'
import {promoVideo} from './objects/promoVideo'
import {aboutPage} from './singletons/aboutPage'
import {homePage} from './singletons/homePage'
import {imageDemoPage} from './singletons/imageDemoPage'
import {textDemoPage} from './singletons/textDemoPage'
import {voiceDemoPage} from './singletons/voiceDemoPage'
import {career} from './documents/career'
import {industry} from './documents/industry'
import {legalPage} from './documents/legalPage'
import {pageMeta} from './documents/pageMeta'
import {product} from './documents/product'
import {featureItem} from './objects/featureItem'
import {footerColumn} from './objects/footerColumn'
import {menuGroup} from './objects/menuGroup'
import {navLink} from './objects/navLink'
import {richText} from './objects/richText'
import {careersPage} from './singletons/careersPage'
import {comingSoonPage} from './singletons/comingSoonPage'
import {contactPage} from './singletons/contactPage'
import {developerServicesPage} from './singletons/developerServicesPage'
import {footer} from './singletons/footer'
import {headerMenu} from './singletons/headerMenu'
import {siteSettings} from './singletons/siteSettings'
import {videoDemoPage} from './singletons/videoDemoPage'
import {assistantSettings} from './singletons/assistantSettings'
import {assistantAnswer} from './documents/assistantAnswer'
import {withLanguageField} from './translation'

/**
 * Schema layout: `objects/` are reusable field shapes, `singletons/` are one-off documents whose
 * `_id` equals their type name, `documents/` are collections. `fields/` holds field helpers.
 * To add a type: create its file in the right folder, list it here, and (for a singleton) add
 * it to `singletonTypes` and to the desk structure in ../structure.ts.
 */
const objects = [
  navLink,
  featureItem,
  menuGroup,
  footerColumn,
  richText,
  featureCard,
  benefit,
  callFlowStep,
  callFlow,
  useCaseTab,
  mediaLink,
  logoItem,
  blogBody,
  promoVideo,
]

const singletons = [
  homePage,
  siteSettings,
  headerMenu,
  footer,
  comingSoonPage,
  contactPage,
  careersPage,
  developerServicesPage,
  videoDemoPage,
  voiceDemoPage,
  textDemoPage,
  imageDemoPage,
  aboutPage,
  assistantSettings,
]

const documents = [
  pageMeta,
  banner,
  medium,
  testimonial,
  demoCard,
  voiceCategory,
  textCategory,
  foodPhoto,
  product,
  industry,
  blogPost,
  career,
  legalPage,
  assistantAnswer,
]

export const schemaTypes: SchemaTypeDefinition[] = [...objects, ...[...singletons, ...documents].map(withLanguageField)]

/** The document types written in each language (all of them). */
export const translatedTypes: string[] = [...singletons, ...documents].map((type) => type.name)

/** Types edited as exactly one document with `_id` equal to the type name. */
export const singletonTypes: ReadonlySet<string> = new Set(singletons.map((type) => type.name))
