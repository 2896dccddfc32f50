/**
 * Spreadsheet bombs (issue 15 item 1, decision 187): exceljs inflates and parses a whole workbook into objects; a
 * 1 MB .xlsx whose sharedStrings.xml inflates to 300 MB would take the process with it. Before exceljs sees the
 * bytes, the zip's central directory is read with an entry limit, and every XML part is inflated once with the
 * declared size as a cap and checked against it and its CRC (a lying header fails the same way), all XML together
 * under XLSX_MAX_XML_BYTES. Media (images in a template) are not inflated.
 */
import { XLSX_MAX_ENTRIES, XLSX_MAX_XML_BYTES } from '@common/limits';
import { inflateEntry, readCentralDirectory } from '../../review/docx/zip';

/** Package limit for media: the upload's own size limit bounds it in practice. */
const MAX_PACKAGE_INFLATED = 1024 * 1024 * 1024;

/** Throws DocxError ('zip-bomb' | 'corrupt-zip' | 'encrypted') for a package over the limits or damaged. */
export function checkXlsxPackage(bytes: Uint8Array, maxXmlBytes = XLSX_MAX_XML_BYTES): void {
  const entries = readCentralDirectory(bytes, { maxEntries: XLSX_MAX_ENTRIES, maxInflatedBytes: MAX_PACKAGE_INFLATED });
  const budget = { left: maxXmlBytes };
  for (const entry of entries) {
    if (/\.(xml|rels)$/i.test(entry.name)) inflateEntry(bytes, entry, budget);
  }
}
