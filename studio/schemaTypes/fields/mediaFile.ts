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
