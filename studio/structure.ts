import {CaseIcon} from '@sanity/icons/Case'
import {CommentIcon} from '@sanity/icons/Comment'
import {ComposeIcon} from '@sanity/icons/Compose'
import {ImageIcon} from '@sanity/icons/Image'
import {ImagesIcon} from '@sanity/icons/Images'
import {MicrophoneIcon} from '@sanity/icons/Microphone'
import {TranslateIcon} from '@sanity/icons/Translate'
import {ClockIcon} from '@sanity/icons/Clock'
import {CodeIcon} from '@sanity/icons/Code'
import {CogIcon} from '@sanity/icons/Cog'
import {DocumentsIcon} from '@sanity/icons/Documents'
import {DocumentTextIcon} from '@sanity/icons/DocumentText'
import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {HomeIcon} from '@sanity/icons/Home'
import {LockIcon} from '@sanity/icons/Lock'
import {MenuIcon} from '@sanity/icons/Menu'
import {PackageIcon} from '@sanity/icons/Package'
import {PlayIcon} from '@sanity/icons/Play'
import {SearchIcon} from '@sanity/icons/Search'
import {ThListIcon} from '@sanity/icons/ThList'
import {UserIcon} from '@sanity/icons/User'
import {UsersIcon} from '@sanity/icons/Users'
import type {ComponentType} from 'react'
import type {ListItemBuilder, StructureBuilder, StructureResolver} from 'sanity/structure'

import {apiVersion} from './env'

/** Routes whose title/heading/description (pageMeta) an editor finds under each group. */
export const ROUTE_GROUPS = {
  demos: ['/demos/alldemos', '/demos/voice', '/demos/voice/2', '/demos/text', '/demos/image', '/demos/video'],
  products: ['/ourproducts', '/developers/services', '/developers/api-guides'],
  blog: ['/blogs'],
  company: ['/about', '/careers', '/contact', '/privacypolicy', '/termsofuse'],
  settings: ['/signup', '/login', '/forgotpassword', '/reset-password', '/account/password', '/developers/api-key', '/comingsoon'],
} as const

/** `_id` of the home page's pageMeta document (opened directly under "Home"). */
export const HOME_PAGE_META_ID = 'pageMeta-home'

type Icon = ComponentType

/** A singleton: the item opens its one document (`_id` = type name) directly. */
function singleton(S: StructureBuilder, type: string, title: string, icon: Icon): ListItemBuilder {
  return S.listItem().id(type).title(title).icon(icon).child(S.document().schemaType(type).documentId(type).title(title))
}

/** A collection, sorted the way the site shows it. */
function collection(S: StructureBuilder, type: string, title: string, icon: Icon, orderField?: string): ListItemBuilder {
  const list = S.documentTypeList(type).title(title)
  return S.listItem()
    .id(type)
    .title(title)
    .icon(icon)
    .schemaType(type)
    .child(orderField ? list.defaultOrdering([{field: orderField, direction: 'asc'}]) : list)
}

/** Page titles & descriptions for a set of routes. */
function pageMetaFor(S: StructureBuilder, id: string, title: string, paths: readonly string[]): ListItemBuilder {
  return S.listItem()
    .id(`pageTitles-${id}`)
    .title(title)
    .icon(SearchIcon)
    .child(
      S.documentList()
        .title(title)
        .schemaType('pageMeta')
        .apiVersion(apiVersion)
        .filter('_type == "pageMeta" && path in $paths')
        .params({paths})
        .defaultOrdering([{field: 'path', direction: 'asc'}])
        .initialValueTemplates([S.initialValueTemplateItem('pageMeta')]),
    )
}

function group(S: StructureBuilder, id: string, title: string, icon: Icon, items: Array<ListItemBuilder | ReturnType<StructureBuilder['divider']>>) {
  return S.listItem().id(id).title(title).icon(icon).child(S.list().id(id).title(title).items(items))
}

/** The desk, grouped the way an editor thinks about the site. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      group(S, 'home', 'Home', HomeIcon, [
        singleton(S, 'homePage', 'Home page', HomeIcon),
        collection(S, 'banner', 'Banners', ImagesIcon, 'order'),
        collection(S, 'medium', 'Mediums', ComposeIcon, 'number'),
        collection(S, 'testimonial', 'Testimonials', CommentIcon, 'order'),
        S.listItem()
          .id('homePageMeta')
          .title('Home page title & heading')
          .icon(SearchIcon)
          .child(S.document().schemaType('pageMeta').documentId(HOME_PAGE_META_ID).title('Home page')),
      ]),
      group(S, 'demos', 'Demos', PlayIcon, [
        collection(S, 'demoCard', 'Demo cards', PlayIcon, 'allDemosOrder'),
        S.divider(),
        singleton(S, 'voiceDemoPage', 'Voice demo page', MicrophoneIcon),
        collection(S, 'voiceCategory', 'Voice demo categories', MicrophoneIcon, 'order'),
        singleton(S, 'textDemoPage', 'Text to speech demo page', TranslateIcon),
        collection(S, 'textCategory', 'Text demo categories', TranslateIcon, 'order'),
        singleton(S, 'imageDemoPage', 'Image demo page', ImageIcon),
        collection(S, 'foodPhoto', 'Sample food photos', ImageIcon, 'order'),
        singleton(S, 'videoDemoPage', 'Video demo page', PlayIcon),
        S.divider(),
        pageMetaFor(S, 'demos', 'Demo page titles', ROUTE_GROUPS.demos),
      ]),
      group(S, 'industries', 'Industries', CaseIcon, [collection(S, 'industry', 'Industries', CaseIcon, 'industryId')]),
      group(S, 'products', 'Products', PackageIcon, [
        collection(S, 'product', 'Products', PackageIcon, 'order'),
        singleton(S, 'developerServicesPage', 'Developer services page', CodeIcon),
        pageMetaFor(S, 'products', 'Product & developer page titles', ROUTE_GROUPS.products),
      ]),
      group(S, 'blog', 'Blog', DocumentTextIcon, [
        collection(S, 'blogPost', 'Blog posts', DocumentTextIcon, 'blogId'),
        pageMetaFor(S, 'blog', 'Blog list page title', ROUTE_GROUPS.blog),
      ]),
      group(S, 'company', 'Company', UsersIcon, [
        singleton(S, 'aboutPage', 'About page', UsersIcon),
        singleton(S, 'contactPage', 'Contact page', EnvelopeIcon),
        singleton(S, 'careersPage', 'Careers page', UsersIcon),
        collection(S, 'career', 'Open positions', UserIcon, 'order'),
        collection(S, 'legalPage', 'Legal pages', LockIcon),
        pageMetaFor(S, 'company', 'Company page titles', ROUTE_GROUPS.company),
      ]),
      group(S, 'assistant', 'Kathana Assist', CommentIcon, [
        singleton(S, 'assistantSettings', 'Assistant settings', CommentIcon),
        collection(S, 'assistantAnswer', 'Assistant answers', CommentIcon),
      ]),
      S.divider(),
      group(S, 'settings', 'Settings', CogIcon, [
        singleton(S, 'siteSettings', 'Site settings', CogIcon),
        singleton(S, 'headerMenu', 'Header menu', MenuIcon),
        singleton(S, 'footer', 'Footer', ThListIcon),
        singleton(S, 'comingSoonPage', 'Coming soon page', ClockIcon),
        pageMetaFor(S, 'account', 'Account & utility page titles', ROUTE_GROUPS.settings),
        collection(S, 'pageMeta', 'All page titles & descriptions', DocumentsIcon, 'path'),
      ]),
    ])
