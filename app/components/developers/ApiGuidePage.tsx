import type { ReactNode } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { Link } from "~/components/i18n/Link";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages";
import { PageHero } from "~/components/layout/PageHero";
import type { ApiGuide, EndpointDoc, ErrorDoc, ExampleDoc, FieldDoc } from "~/developers/api-guide.types";
import { CopyButton } from "./CopyButton";
import { richMessage } from "./rich-message";
import styles from "./ApiGuide.module.css";

export interface ApiGuidePageData {
  page: { heading: string | null; title: string | null; description: string | null };
  guide: ApiGuide;
}

// English UI strings, translated where they are shown. Code, field names, JSON keys and the
// commands stay as they are; the guide's data comes from the server already in the page's language
// (app/developers/guide-text.server.ts), with the English it keeps on purpose.
const LOCATION: Record<FieldDoc["location"], MessageKey> = { json: "JSON body", form: "form field", file: "form file", query: "query" };

/** The sentence's end after a link, in each language that does not use ".". */
const FULL_STOP: Readonly<Record<string, string>> = { hi: "।" };

/** Runs of Latin script in another language's text: a field name, a header, a MIME type, a value, with what joins them. */
const LATIN_RUN =
  /(?:(?![\u0964\u0965])[\p{Script=Latin}\p{N}\p{P}\p{S}])*\p{Script=Latin}(?:(?![\u0964\u0965])[\p{Script=Latin}\p{N}\p{P}\p{S}])*(?:[ \t]+(?:(?![\u0964\u0965])[\p{Script=Latin}\p{N}\p{P}\p{S}])*\p{Script=Latin}(?:(?![\u0964\u0965])[\p{Script=Latin}\p{N}\p{P}\p{S}])*)*/gu;

/** A run without the sentence's punctuation around it ("HIT," → "HIT", "(US))" → "(US)"), as [from, to). */
function withoutOuterPunctuation(run: string): [number, number] {
  let from = 0;
  let to = run.length;
  const count = (char: string) => run.slice(from, to).split(char).length - 1;
  for (;;) {
    const last = run[to - 1]!;
    if (",;:.!?".includes(last) || (last === ")" && count(")") > count("(")) || (last === "]" && count("]") > count("["))) to--;
    else break;
  }
  while ((run[from] === "(" && count("(") > count(")")) || (run[from] === "[" && count("[") > count("]"))) from++;
  return [from, to];
}

/**
 * A text of the guide's data as the page shows it. On a page in another language, the English it
 * keeps (field names, headers, MIME types, the API's values: "text नहीं भेजा गया") is marked
 * lang="en", so a screen reader reads it with an English voice; an English page gets the text as it is.
 */
function markEnglish(text: string, language: string): ReactNode {
  if (language === DEFAULT_LANGUAGE) return text;
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    const [from, to] = withoutOuterPunctuation(match[0]);
    const start = match.index + from;
    if (start > last) nodes.push(text.slice(last, start));
    nodes.push(
      <span lang="en" key={start}>
        {match[0].slice(from, to)}
      </span>,
    );
    last = match.index + to;
  }
  if (nodes.length === 0) return text;
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** lang="en" for what is English in every language (types, the API's messages) on another language's page. */
const englishOn = (language: string) => (language === DEFAULT_LANGUAGE ? undefined : "en");

function CodeBlock({ id, code, label, copy = true }: { id: string; code: string; label: string; copy?: boolean }) {
  const { language } = useI18n();
  return (
    <div className={styles.code}>
      <pre>
        <code id={id}>{code}</code>
      </pre>
      {copy ? <CopyButton text={code} label={markEnglish(label, language)} codeId={id} /> : null}
    </div>
  );
}

function Example({ example, level = 4 }: { example: ExampleDoc; level?: 3 | 4 }) {
  const { t, language } = useI18n();
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div className={styles.example} data-testid="api-example">
      <Heading id={example.id}>{markEnglish(example.title, language)}</Heading>
      <CodeBlock id={`${example.id}-command`} code={example.command} label={t("the command: {title}", { title: example.title })} />
      <p className={styles.answer}>
        {richMessage(t("Answer: {status}, {type}"), {}, { status: <strong>{example.status}</strong>, type: <code>{example.contentType}</code> })}
      </p>
      <CodeBlock id={`${example.id}-response`} code={example.response} label="" copy={false} />
    </div>
  );
}

/**
 * A reference table. On a phone each row is a block of its own, every cell named by its column
 * (data-label), instead of a table scrolling sideways with words cut mid-way (issue 45).
 */
function Table({ children }: { children: ReactNode }) {
  return <table className={styles.table}>{children}</table>;
}

function ErrorTable({ errors, caption }: { errors: ErrorDoc[]; caption: ReactNode }) {
  const { t, language } = useI18n();
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("Status")}</th>
          {/* The JSON answer's key: a name in every language. */}
          <th scope="col" lang={englishOn(language)}>
            error
          </th>
          <th scope="col">{t("When")}</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={`${error.status}${error.message}`}>
            <td data-label={t("Status")}>{error.status}</td>
            {/* The API's own message: English in every language, as clients match it. */}
            <td data-label="error" lang={englishOn(language)}>
              <code>{error.message}</code>
            </td>
            <td data-label={t("When")} className={styles.wide}>
              {markEnglish(error.when, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Endpoint({ endpoint }: { endpoint: EndpointDoc }) {
  const { t, language } = useI18n();
  const english = (text: string) => markEnglish(text, language);
  // A caption naming the endpoint's path, the path marked as English on another language's page.
  const aboutPath = (key: MessageKey) =>
    language === DEFAULT_LANGUAGE ? t(key, { path: endpoint.path }) : richMessage(t(key), {}, { path: <span lang="en">{endpoint.path}</span> });
  return (
    <section id={endpoint.id} className={styles.endpoint} aria-labelledby={`${endpoint.id}-heading`} data-testid="api-endpoint">
      <h2 id={`${endpoint.id}-heading`}>{english(endpoint.name)}</h2>
      <p className={styles.route} lang={englishOn(language)}>
        <span className={styles.method}>{endpoint.method}</span> <code>{endpoint.path}</code>
      </p>
      <p>{english(endpoint.purpose)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t("Authentication")}</dt>
          <dd>{english(endpoint.auth)}</dd>
        </div>
        <div>
          <dt>{t("Request body")}</dt>
          <dd>{english(endpoint.contentType)}</dd>
        </div>
        <div>
          <dt>{t("Rate limit")}</dt>
          <dd>{english(endpoint.rateLimit)}</dd>
        </div>
      </dl>
      {endpoint.notes.map((note) => (
        <p key={note}>{english(note)}</p>
      ))}

      <h3>{t("Request")}</h3>
      <Table>
        <caption className="visually-hidden">{aboutPath("Request fields of {path}")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Field")}</th>
            <th scope="col">{t("In")}</th>
            <th scope="col">{t("Type")}</th>
            <th scope="col">{t("Required")}</th>
            <th scope="col">{t("Description and limits")}</th>
          </tr>
        </thead>
        <tbody>
          {endpoint.fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td data-label={t("In")}>{t(LOCATION[field.location])}</td>
              {/* Types are the API's words (string, boolean, one of "Yes", …): English in every language. */}
              <td data-label={t("Type")} lang={englishOn(language)}>
                {field.type}
              </td>
              <td data-label={t("Required")}>{field.required ? t("yes") : t("no")}</td>
              <td data-label={t("Description and limits")} className={styles.wide}>
                {english(field.description)}
                {field.constraints.length > 0 ? (
                  <span className={styles.limits}>
                    {" "}
                    {language === DEFAULT_LANGUAGE
                      ? t("Limits: {limits}.", { limits: field.constraints.join("; ") })
                      : richMessage(t("Limits: {limits}."), {}, { limits: english(field.constraints.join("; ")) })}
                  </span>
                ) : null}
                {field.defaultValue !== undefined ? (
                  <span className={styles.limits}> {richMessage(t("Default: {value}."), {}, { value: <code>{field.defaultValue}</code> })}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>

      <h3>{t("Example")}</h3>
      {endpoint.examples.map((example) => (
        <Example key={example.id} example={example} />
      ))}

      <h3>{t("Response")}</h3>
      <Table>
        <caption className="visually-hidden">{aboutPath("Response of {path}")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Key")}</th>
            <th scope="col">{t("Type")}</th>
            <th scope="col">{t("Meaning")}</th>
          </tr>
        </thead>
        <tbody>
          {endpoint.responseFields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td data-label={t("Type")} lang={englishOn(language)}>
                {field.type}
              </td>
              <td data-label={t("Meaning")} className={styles.wide}>
                {english(field.description)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>

      <h3>{t("Errors")}</h3>
      <ErrorTable errors={endpoint.errors} caption={aboutPath("Errors of {path}")} />
    </section>
  );
}

/** /developers/api-guides: the demo APIs for developers with a key, from the server's own description. */
export function ApiGuidePage({ page, guide }: ApiGuidePageData) {
  const { t, language } = useI18n();
  const english = (text: string) => markEnglish(text, language);
  const keyLine = `export ${guide.keyVariable}=kth_your_key_here`;
  const toc: { id: string; label: ReactNode }[] = [
    { id: "get-a-key", label: t("Get an API key") },
    { id: "authentication", label: t("Authentication") },
    { id: "errors", label: t("Errors") },
    ...guide.endpoints.map((e) => ({
      id: `${e.id}-heading`,
      label:
        language === DEFAULT_LANGUAGE ? (
          `${e.name} (${e.method} ${e.path})`
        ) : (
          <>
            {english(e.name)} <span lang="en">{`(${e.method} ${e.path})`}</span>
          </>
        ),
    })),
    { id: "rate-limits", label: t("Rate limits") },
    { id: "formats", label: t("Audio and image formats") },
  ];
  return (
    <>
      <PageHero heading={page.heading ?? t("API Guides")} intro={page.description} />
      <div className={`container ${styles.layout}`}>
        <nav aria-labelledby="toc-heading" className={styles.toc}>
          <h2 id="toc-heading">{t("On this page")}</h2>
          <ol>
            {toc.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.label}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          <section aria-labelledby="get-a-key">
            <h2 id="get-a-key">{t("Get an API key")}</h2>
            <ol className={styles.steps}>
              <li>
                {richMessage(t("<signup>Sign up</signup> for a free account, or <login>log in</login>."), {
                  signup: (words) => <Link to="/signup">{words}</Link>,
                  login: (words) => <Link to="/login">{words}</Link>,
                })}
              </li>
              <li>
                {richMessage(
                  t(
                    "Open <keypage>your API key page</keypage> and create a key. It starts with {prefix} and is shown in full only once: copy it then. You can replace it there at any time; the old key stops working at once.",
                  ),
                  { keypage: (words) => <Link to="/developers/api-key">{words}</Link> },
                  { prefix: <code>kth_</code> },
                )}
              </li>
              <li>{t("Keep it out of your code: put it in an environment variable, as every example below expects.")}</li>
            </ol>
            <CodeBlock id="key-variable" code={keyLine} label={t("the export line")} />
          </section>

          <section aria-labelledby="authentication">
            <h2 id="authentication">{t("Authentication")}</h2>
            <p>
              {richMessage(
                t(
                  "Send the key in the {header} header of every call: {bearer}. Calls with a key need no cookie and no CSRF token, and each key has its own rate limits. Every example on this page runs as it is against {origin}.",
                ),
                {},
                { header: <code>Authorization</code>, bearer: <code>Authorization: Bearer $KATHANA_API_KEY</code>, origin: <code>{guide.origin}</code> },
              )}
            </p>
            <Example example={guide.authExample} level={3} />
          </section>

          <section aria-labelledby="errors">
            <h2 id="errors">{t("Errors")}</h2>
            <p>
              {richMessage(
                t(
                  "A failed call answers with a 4xx or 503 status and a JSON body {body}; the error text is meant to be shown to people. These apply to every endpoint; each endpoint lists its own below ({n} stands for a number).",
                ),
                {},
                { body: <code>{'{"success": false, "error": "…"}'}</code>, n: <code>{"{n}"}</code> },
              )}
            </p>
            <ErrorTable errors={guide.commonErrors} caption={t("Errors common to every endpoint")} />
          </section>

          {guide.endpoints.map((endpoint) => (
            <Endpoint key={endpoint.id} endpoint={endpoint} />
          ))}

          <section aria-labelledby="rate-limits">
            <h2 id="rate-limits">{t("Rate limits")}</h2>
            <p>
              {richMessage(
                t(
                  "Limits count calls in fixed windows. Past a limit the answer is {status} with a {header} header in seconds: wait that long before the next call.",
                ),
                {},
                { status: <code>429</code>, header: <code>Retry-After</code> },
              )}
            </p>
            <Table>
              <caption className="visually-hidden">{t("Rate limits per endpoint")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("Endpoint")}</th>
                  <th scope="col">{t("Limit")}</th>
                </tr>
              </thead>
              <tbody>
                {guide.endpoints.map((endpoint) => (
                  <tr key={endpoint.id}>
                    <th scope="row">
                      <code>
                        {endpoint.method} {endpoint.path}
                      </code>
                    </th>
                    <td data-label={t("Limit")} className={styles.wide}>
                      {english(endpoint.rateLimit)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>

          <section aria-labelledby="formats">
            <h2 id="formats">{t("Audio and image formats")}</h2>
            <Table>
              <caption className="visually-hidden">{t("Accepted formats and sizes")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("Medium")}</th>
                  <th scope="col">{t("Format")}</th>
                  <th scope="col">{t("Limits")}</th>
                </tr>
              </thead>
              <tbody>
                {guide.formats.map((format) => (
                  <tr key={format.medium}>
                    <th scope="row">{english(format.medium)}</th>
                    <td data-label={t("Format")} className={styles.wide}>
                      {english(format.accepted)}
                    </td>
                    <td data-label={t("Limits")} className={styles.wide}>
                      {english(format.limits)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <h3>{t("Sample files")}</h3>
            <p>{t("The examples read these files from the folder you run them in:")}</p>
            <ul>
              {guide.sampleFiles.map((file) => (
                <li key={file.name}>
                  <code>{file.name}</code>: {english(file.how)}
                  {file.command ? (
                    <CodeBlock
                      id={`sample-${file.name.replace(/\W/g, "-")}`}
                      code={file.command}
                      label={t("the command that makes {file}", { file: file.name })}
                    />
                  ) : null}
                  {file.link ? (
                    <>
                      {" "}
                      <Link to={file.link.href}>{english(file.link.label)}</Link>
                      {FULL_STOP[language] ?? "."}
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
