/**
 * The API guide's endpoints as places the assistant can send a developer to. The guide is built
 * from code (app/developers/), so the content query never sees it; its descriptions are not
 * searched (decision 0344: the editors' lists decline many of the facts it states). Only the
 * names a developer copies from it lead there: an endpoint's path ("photosdemoupload"), a field
 * of its request or answer written as code ("sRate", "inList"); the engine keeps those no other
 * page writes.
 */
import { getApiGuide } from "~/developers/api-guide.server";
import type { NamedSection } from "~/engines/assistant/types";

const GUIDE_PAGE = "/developers/api-guides";

/** A field's name written as code: "sRate", "photoId", "X-Cache"; not "text", "success" or "known", which are words, nor "[0]". */
const CODE_NAME = /^(?=[A-Za-z]).*(?:[a-z][A-Z]|\w-\w|\d)/;

/** The guide's endpoints in `language`, each with the code names that lead to its section. */
export async function guideSections(language: string): Promise<NamedSection[]> {
  const guide = await getApiGuide(undefined, language);
  return guide.endpoints.map((endpoint) => {
    const fields = [...endpoint.fields, ...endpoint.responseFields].map((field) =>
      field.name
        .split(".")
        .at(-1)!
        .replace(/[^\w-]/g, ""),
    );
    const names = [endpoint.path.split("/").at(-1)!, ...fields.filter((name) => CODE_NAME.test(name))];
    const url = `${GUIDE_PAGE}#${endpoint.id}`;
    return {
      names: [...new Set(names)],
      target: {
        id: `guide:${endpoint.id}`,
        kind: "page",
        title: endpoint.name,
        url,
        answer: `${endpoint.name} (${endpoint.method} ${endpoint.path}): ${endpoint.purpose}`,
        words: [],
        action: { kind: "page", label: endpoint.name, url },
      },
    };
  });
}
