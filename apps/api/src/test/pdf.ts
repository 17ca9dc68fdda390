import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, pages joined, as a reader copying it out would see it. */
export async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}
