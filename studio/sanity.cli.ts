import {defineCliConfig} from 'sanity/cli'

import {dataset, projectId} from './env'

export default defineCliConfig({
  api: {projectId, dataset},
  deployment: {
    // A self-contained bundle: no runtime module loading from Sanity's CDN, so the build
    // works (and the built Studio boots) without network access beyond the project's API.
    autoUpdates: false,
  },
})
