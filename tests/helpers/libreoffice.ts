import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A Word file as LibreOffice prints it: converted to PDF by `soffice`, as a customer without Word
 * would open it. Each call has its own LibreOffice profile, so conversions in parallel test files
 * do not share (and lock) one.
 */
export async function wordToPdf(docx: Buffer, name = "document"): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), "safedraft-docx-"));
  const file = path.join(dir, `${name}.docx`);
  writeFileSync(file, docx);
  await run(
    "soffice",
    [
      `-env:UserInstallation=file://${dir}/profile`,
      "--headless",
      "--convert-to",
      "pdf",
      "--outdir",
      dir,
      file,
    ],
    { timeout: 120_000 },
  );
  return readFileSync(path.join(dir, `${name}.pdf`));
}
