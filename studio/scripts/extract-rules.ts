/** Writes schema-rules.json (see schema-rules.ts). Run with `npm run schema:rules`. */
import {writeFileSync} from 'node:fs'

import {extractRules, RULES_FILE, serialiseRules} from './schema-rules'

writeFileSync(RULES_FILE, serialiseRules(extractRules()))
console.log(`schema-rules: wrote ${RULES_FILE}`)
