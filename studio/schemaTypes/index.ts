import type {SchemaTypeDefinition} from 'sanity'

import {blogPost} from './documents/blogPost'
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

/**
 * Schema layout: `objects/` are reusable field shapes, `singletons/` are one-off documents whose
 * `_id` equals their type name, `documents/` are collections. `fields/` holds field helpers.
 * To add a type: create its file in the right folder, list it here, and (for a singleton) add
 * it to `singletonTypes` and to the desk structure in ../structure.ts.
 */
const objects = [navLink, featureItem, menuGroup, footerColumn, richText]

const singletons = [
  siteSettings,
  headerMenu,
  footer,
  comingSoonPage,
  contactPage,
  careersPage,
  developerServicesPage,
  videoDemoPage,
]

const documents = [pageMeta, product, industry, blogPost, career, legalPage]

export const schemaTypes: SchemaTypeDefinition[] = [...objects, ...singletons, ...documents]

/** Types edited as exactly one document with `_id` equal to the type name. */
export const singletonTypes: ReadonlySet<string> = new Set(singletons.map((type) => type.name))
