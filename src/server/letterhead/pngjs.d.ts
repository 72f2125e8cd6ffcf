// The parts of pngjs (which ships no types) that the logo check uses.
declare module "pngjs" {
  export type DecodedPng = { width: number; height: number; data: Buffer };
  export const PNG: {
    sync: {
      read(buffer: Buffer): DecodedPng;
      write(png: DecodedPng, options?: { colorType?: number; deflateLevel?: number }): Buffer;
    };
  };
}
