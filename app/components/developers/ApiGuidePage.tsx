import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/layout/PageHero";
import type { ApiGuide, EndpointDoc, ErrorDoc, ExampleDoc, FieldDoc } from "~/developers/api-guide.types";
import { CopyButton } from "./CopyButton";
import styles from "./ApiGuide.module.css";

export interface ApiGuidePageData {
  page: { heading: string | null; title: string | null; description: string | null };
  guide: ApiGuide;
}

const LOCATION: Record<FieldDoc["location"], string> = { json: "JSON body", form: "form field", file: "form file", query: "query" };

function CodeBlock({ id, code, label, copy = true }: { id: string; code: string; label: string; copy?: boolean }) {
  return (
    <div className={styles.code}>
      <pre>
        <code id={id}>{code}</code>
      </pre>
      {copy ? <CopyButton text={code} label={label} codeId={id} /> : null}
    </div>
  );
}

function Example({ example, level = 4 }: { example: ExampleDoc; level?: 3 | 4 }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div className={styles.example} data-testid="api-example">
      <Heading id={example.id}>{example.title}</Heading>
      <CodeBlock id={`${example.id}-command`} code={example.command} label={`the command: ${example.title}`} />
      <p className={styles.answer}>
        Answer: <strong>{example.status}</strong>, <code>{example.contentType}</code>
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

function ErrorTable({ errors, caption }: { errors: ErrorDoc[]; caption: string }) {
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">error</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={`${error.status}${error.message}`}>
            <td data-label="Status">{error.status}</td>
            <td data-label="error">
              <code>{error.message}</code>
            </td>
            <td data-label="When" className={styles.wide}>
              {error.when}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Endpoint({ endpoint }: { endpoint: EndpointDoc }) {
  return (
    <section className={styles.endpoint} aria-labelledby={`${endpoint.id}-heading`} data-testid="api-endpoint">
      <h2 id={`${endpoint.id}-heading`}>{endpoint.name}</h2>
      <p className={styles.route}>
        <span className={styles.method}>{endpoint.method}</span> <code>{endpoint.path}</code>
      </p>
      <p>{endpoint.purpose}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Authentication</dt>
          <dd>{endpoint.auth}</dd>
        </div>
        <div>
          <dt>Request body</dt>
          <dd>{endpoint.contentType}</dd>
        </div>
        <div>
          <dt>Rate limit</dt>
          <dd>{endpoint.rateLimit}</dd>
        </div>
      </dl>
      {endpoint.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}

      <h3>Request</h3>
      <Table>
        <caption className="visually-hidden">Request fields of {endpoint.path}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Description and limits</th>
          </tr>
        </thead>
        <tbody>
          {endpoint.fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td data-label="In">{LOCATION[field.location]}</td>
              <td data-label="Type">{field.type}</td>
              <td data-label="Required">{field.required ? "yes" : "no"}</td>
              <td data-label="Description and limits" className={styles.wide}>
                {field.description}
                {field.constraints.length > 0 ? <span className={styles.limits}> Limits: {field.constraints.join("; ")}.</span> : null}
                {field.defaultValue !== undefined ? (
                  <span className={styles.limits}>
                    {" "}
                    Default: <code>{field.defaultValue}</code>.
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>

      <h3>Example</h3>
      {endpoint.examples.map((example) => (
        <Example key={example.id} example={example} />
      ))}

      <h3>Response</h3>
      <Table>
        <caption className="visually-hidden">Response of {endpoint.path}</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Type</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {endpoint.responseFields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td data-label="Type">{field.type}</td>
              <td data-label="Meaning" className={styles.wide}>
                {field.description}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>

      <h3>Errors</h3>
      <ErrorTable errors={endpoint.errors} caption={`Errors of ${endpoint.path}`} />
    </section>
  );
}

/** /developers/api-guides: the demo APIs for developers with a key, from the server's own description. */
export function ApiGuidePage({ page, guide }: ApiGuidePageData) {
  const keyLine = `export ${guide.keyVariable}=kth_your_key_here`;
  const toc = [
    { id: "get-a-key", label: "Get an API key" },
    { id: "authentication", label: "Authentication" },
    { id: "errors", label: "Errors" },
    ...guide.endpoints.map((e) => ({ id: `${e.id}-heading`, label: `${e.name} (${e.method} ${e.path})` })),
    { id: "rate-limits", label: "Rate limits" },
    { id: "formats", label: "Audio and image formats" },
  ];
  return (
    <>
      <PageHero heading={page.heading ?? "API Guides"} intro={page.description} />
      <div className={`container ${styles.layout}`}>
        <nav aria-labelledby="toc-heading" className={styles.toc}>
          <h2 id="toc-heading">On this page</h2>
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
            <h2 id="get-a-key">Get an API key</h2>
            <ol className={styles.steps}>
              <li>
                <Link to="/signup">Sign up</Link> for a free account, or <Link to="/login">log in</Link>.
              </li>
              <li>
                Open <Link to="/developers/api-key">your API key page</Link> and create a key. It starts with <code>kth_</code> and is shown in full only once:
                copy it then. You can replace it there at any time; the old key stops working at once.
              </li>
              <li>Keep it out of your code: put it in an environment variable, as every example below expects.</li>
            </ol>
            <CodeBlock id="key-variable" code={keyLine} label="the export line" />
          </section>

          <section aria-labelledby="authentication">
            <h2 id="authentication">Authentication</h2>
            <p>
              Send the key in the <code>Authorization</code> header of every call: <code>Authorization: Bearer $KATHANA_API_KEY</code>. Calls with a key need no
              cookie and no CSRF token, and each key has its own rate limits. Every example on this page runs as it is against <code>{guide.origin}</code>.
            </p>
            <Example example={guide.authExample} level={3} />
          </section>

          <section aria-labelledby="errors">
            <h2 id="errors">Errors</h2>
            <p>
              A failed call answers with a 4xx or 503 status and a JSON body <code>{'{"success": false, "error": "…"}'}</code>; the error text is meant to be
              shown to people. These apply to every endpoint; each endpoint lists its own below (<code>{"{n}"}</code> stands for a number).
            </p>
            <ErrorTable errors={guide.commonErrors} caption="Errors common to every endpoint" />
          </section>

          {guide.endpoints.map((endpoint) => (
            <Endpoint key={endpoint.id} endpoint={endpoint} />
          ))}

          <section aria-labelledby="rate-limits">
            <h2 id="rate-limits">Rate limits</h2>
            <p>
              Limits count calls in fixed windows. Past a limit the answer is <code>429</code> with a <code>Retry-After</code> header in seconds: wait that long
              before the next call.
            </p>
            <Table>
              <caption className="visually-hidden">Rate limits per endpoint</caption>
              <thead>
                <tr>
                  <th scope="col">Endpoint</th>
                  <th scope="col">Limit</th>
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
                    <td data-label="Limit" className={styles.wide}>
                      {endpoint.rateLimit}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>

          <section aria-labelledby="formats">
            <h2 id="formats">Audio and image formats</h2>
            <Table>
              <caption className="visually-hidden">Accepted formats and sizes</caption>
              <thead>
                <tr>
                  <th scope="col">Medium</th>
                  <th scope="col">Format</th>
                  <th scope="col">Limits</th>
                </tr>
              </thead>
              <tbody>
                {guide.formats.map((format) => (
                  <tr key={format.medium}>
                    <th scope="row">{format.medium}</th>
                    <td data-label="Format" className={styles.wide}>
                      {format.accepted}
                    </td>
                    <td data-label="Limits" className={styles.wide}>
                      {format.limits}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <h3>Sample files</h3>
            <p>The examples read these files from the folder you run them in:</p>
            <ul>
              {guide.sampleFiles.map((file) => (
                <li key={file.name}>
                  <code>{file.name}</code>: {file.how}
                  {file.command ? (
                    <CodeBlock id={`sample-${file.name.replace(/\W/g, "-")}`} code={file.command} label={`the command that makes ${file.name}`} />
                  ) : null}
                  {file.link ? (
                    <>
                      {" "}
                      <Link to={file.link.href}>{file.link.label}</Link>.
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
