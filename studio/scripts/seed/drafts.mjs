/**
 * Drafts in the seed (issue 18): unpublished edits, as the Studio stores them (a copy of the
 * document under `drafts.<id>`), so preview runs offline: an editor's preview shows them, visitors
 * never do. Each draft is its published document with the changes below.
 */
export const SEED_DRAFT_TIMESTAMP = '2026-02-02T09:00:00Z'

const CHANGES = [
  {id: 'blogPost-1', set: {title: 'Classrooms that Listen: Education Goes Digital in Every Language'}},
  {type: 'banner', order: 1, set: {title: 'Conversational AI that Understands Every Indian Voice'}},
]

/** The draft documents for `documents` (the published ones, with their system fields). */
export function buildDrafts(documents) {
  return CHANGES.map((change) => {
    const published = documents.find((doc) => (change.id ? doc._id === change.id : doc._type === change.type && doc.order === change.order))
    if (!published) throw new Error(`Seed draft: no published document for ${JSON.stringify(change)}`)
    return {...published, _id: `drafts.${published._id}`, _updatedAt: SEED_DRAFT_TIMESTAMP, ...change.set}
  })
}
