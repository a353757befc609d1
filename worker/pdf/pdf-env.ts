/** The PDF Worker's bindings (worker/pdf/wrangler.toml): the app's R2 bucket, the Images binding, and its own static assets, the fonts. */
export type PdfEnv = { FILES: R2Bucket; IMAGES: ImagesBinding; FONTS: Fetcher };
