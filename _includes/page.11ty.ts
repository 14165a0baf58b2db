// The page every HTML template shares, through Eleventy's layout chain
// (https://www.11ty.dev/docs/layouts/): the head with its alternates and format links, the header
// and navigation, the breadcrumbs and heading, the template's content, the footer. A template
// names this layout and says what its page is with `pageLayout` (src/lib/render/document.ts).
import { renderDocument, type LayoutData } from "../src/lib/render/document.ts";
import { SafeHtml } from "../src/lib/render/escape.ts";
import { fileBytes } from "../src/lib/render/file-bytes.ts";

// The content is the template's own HTML, escaped where it was built.
export const render = fileBytes((data: LayoutData) => renderDocument(data.document(data), new SafeHtml(data.content), data.site));
