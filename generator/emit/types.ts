/** One file of generated/; `path` is relative to the output directory, with forward slashes. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** What emitters need besides the model: how to name the sources in headers. */
export interface EmitContext {
  /** e.g. schemas/pages/*.page.yaml */
  pagesGlob: string;
}
