// The floor project's whole configuration: JavaScript templates, no plugins, no data files.
export default function () {}

export const config = { templateFormats: ["11ty.js"] };
