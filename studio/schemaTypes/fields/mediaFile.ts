import {defineField} from 'sanity'

interface MediaFileOptions {
  name: string
  title: string
  description?: string
  group?: string
  required?: boolean
  kind: 'audio' | 'video'
}

/** Accepted formats: compact speech audio (Opus in Ogg, MP3) and web video (MP4, WebM). */
export const MEDIA_ACCEPT = {audio: 'audio/ogg,audio/mpeg,.ogg,.opus,.mp3', video: 'video/mp4,video/webm,.mp4,.webm'} as const

/** An uploaded audio or video file (a Sanity `file` field restricted to web-playable formats). */
export function mediaFile({name, title, description, group, required = false, kind}: MediaFileOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'file',
    options: {accept: MEDIA_ACCEPT[kind]},
    validation: (rule) => (required ? rule.required().assetRequired() : rule),
  })
}

/** Languages a caption file can be in (what the `<track>` element's srclang and label say). */
export const CAPTION_LANGUAGES = [
  {title: 'English', value: 'en'},
  {title: 'Hindi', value: 'hi'},
] as const

/**
 * A WebVTT caption file for a video and the language it is written in. Sanity serves files from
 * its CDN with CORS, so the site can load them as a `<track>` in hosted mode too.
 */
export function captionFields({prefix, group}: {prefix: string; group?: string}) {
  return [
    defineField({
      name: prefix,
      title: 'Captions (WebVTT)',
      description: 'A .vtt file with the spoken words (and who speaks) timed to the video. Needed for viewers who cannot hear it.',
      group,
      type: 'file',
      options: {accept: 'text/vtt,.vtt'},
    }),
    defineField({
      name: `${prefix}Language`,
      title: 'Language of the captions',
      group,
      type: 'string',
      options: {list: [...CAPTION_LANGUAGES], layout: 'radio', direction: 'horizontal'},
      initialValue: 'en',
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as Record<string, unknown> | undefined
          return parent?.[prefix] && !value ? 'Pick the language the captions are written in' : true
        }),
    }),
  ]
}
