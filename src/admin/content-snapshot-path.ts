/** Where the form editor reads the content its check needs (content-snapshot.ts). */
export const contentSnapshotPath = "/admin/content.json";
