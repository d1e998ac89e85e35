#!/usr/bin/env node
/**
 * Content types from the Studio schema and the app's GROQ queries.
 *
 *   node scripts/build/typegen.mjs          extract studio/schema.json, then generate app/sanity.types.ts
 *   node scripts/build/typegen.mjs --check  generate both into a temporary folder and exit 1 if the
 *                                     committed files differ (staleness check for CI)
 *
 * Runs the Studio's own Sanity CLI (studio/node_modules: `cd studio && npm ci` first) on Node 24
 * (the Studio's node_modules/.bin/node). Works offline: schema extraction loads
 * studio/sanity.config.ts locally and typegen only reads files. Typegen settings (query source
 * glob, schema file, output file) live in studio/sanity-typegen.json.
 */
import {spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const studioDir = path.join(root, 'studio')
const studioBin = path.join(studioDir, 'node_modules', '.bin')
const sanityBin = path.join(studioBin, 'sanity')
const configPath = path.join(studioDir, 'sanity-typegen.json')

class TypegenError extends Error {}

const rel = (file) => path.relative(root, file)

const env = {
  ...process.env,
  DO_NOT_TRACK: '1',
  SANITY_TELEMETRY_DISABLED: '1',
  // Sanity's bin runs on the first `node` in PATH: the Studio's Node 24, else the one running us.
  PATH: [studioBin, path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
}

function sanity(args) {
  const result = spawnSync(sanityBin, args, {cwd: studioDir, env, encoding: 'utf8'})
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`)
    throw new TypegenError(`\`sanity ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`)
  }
}

function extractSchema(target) {
  // `--path` is resolved against the Studio folder even when absolute, so pass it relative.
  sanity(['schemas', 'extract', '--enforce-required-fields', '--force', '--path', path.relative(studioDir, target)])
  if (!existsSync(target)) throw new TypegenError(`schema extraction did not write ${rel(target)}`)
}

function generateTypes(typegenConfigPath) {
  sanity(['typegen', 'generate', '--config-path', path.relative(studioDir, typegenConfigPath)])
}

/**
 * Sanity TypeGen 8 names a query's result type `<VARIABLE>_RESULT`; earlier versions (and the
 * app's code) use `<VARIABLE>Result`. Append an alias per query so both names work.
 */
const ALIAS_MARKER = '// Aliases in the `<QUERY>Result` naming of earlier Sanity TypeGen versions'
function addResultAliases(code) {
  const names = [...code.matchAll(/^\/\/ Variable: (\w+)$/gm)].map((match) => match[1])
  const aliases = names
    .filter((name) => code.includes(`export type ${name}_RESULT =`))
    .map((name) => `export type ${name}Result = ${name}_RESULT;`)
  if (aliases.length === 0) return code
  return `${code.trimEnd()}\n\n${ALIAS_MARKER}\n${aliases.join('\n')}\n`
}

function finishTypes(file) {
  writeFileSync(file, addResultAliases(readFileSync(file, 'utf8')))
}

function readOrNull(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : null
}

function generate(config) {
  const schema = path.resolve(studioDir, config.schema)
  const types = path.resolve(studioDir, config.generates)
  extractSchema(schema)
  generateTypes(configPath)
  finishTypes(types)
  console.log(`typegen: wrote ${rel(schema)} and ${rel(types)}`)
}

function checkUpToDate(config) {
  const committedSchema = path.resolve(studioDir, config.schema)
  const committedTypes = path.resolve(studioDir, config.generates)
  // A git-ignored folder inside the repo, so the code formatter that typegen runs resolves the
  // same configuration as for the committed file.
  const tmpDir = path.join(studioDir, '.sanity', 'typegen-check')
  rmSync(tmpDir, {recursive: true, force: true})
  mkdirSync(tmpDir, {recursive: true})
  const stale = []
  try {
    const freshSchema = path.join(tmpDir, 'schema.json')
    const freshTypes = path.join(tmpDir, 'sanity.types.ts')
    const tmpConfig = path.join(tmpDir, 'sanity-typegen.json')
    extractSchema(freshSchema)
    // Paths in a typegen config are relative to the Studio folder.
    const freshSchemaRel = path.relative(studioDir, freshSchema)
    writeFileSync(
      tmpConfig,
      JSON.stringify({...config, schema: freshSchemaRel, generates: path.relative(studioDir, freshTypes)}),
    )
    generateTypes(tmpConfig)
    finishTypes(freshTypes)

    if (readOrNull(committedSchema) !== readOrNull(freshSchema)) stale.push(rel(committedSchema))
    // The generated file names the schema it was made from: point it back at the committed one.
    const types = readOrNull(freshTypes)
      ?.split(`// Source: ${freshSchemaRel}\n`)
      .join(`// Source: ${config.schema}\n`)
    if (readOrNull(committedTypes) !== types) stale.push(rel(committedTypes))
  } finally {
    rmSync(tmpDir, {recursive: true, force: true})
  }
  if (stale.length > 0) {
    throw new TypegenError(
      `out of date: ${stale.join(', ')}.\n` +
        'The Studio schema or the GROQ queries changed since the types were generated. ' +
        'Run `npm run typegen` and commit the result.',
    )
  }
  console.log(`typegen: ${rel(committedSchema)} and ${rel(committedTypes)} are up to date`)
}

try {
  if (!existsSync(sanityBin)) {
    throw new TypegenError('the Studio dependencies are not installed. Run `cd studio && npm ci` first.')
  }
  const config = JSON.parse(readFileSync(configPath, 'utf8'))
  if (process.argv.includes('--check')) checkUpToDate(config)
  else generate(config)
} catch (error) {
  if (!(error instanceof TypegenError)) throw error
  console.error(`typegen: ${error.message}`)
  process.exit(1)
}
