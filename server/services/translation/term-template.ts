/** The term list template (.xlsx, issue 11). */
import { termSheet } from './term-sheet';

/** The template: the three columns and two example rows a lawyer overwrites. */
export async function termTemplate(): Promise<Buffer> {
  const book = await termSheet([
    ['不可抗力', 'force majeure', '示例：导入时请删除本行'],
    ['违约金', 'liquidated damages', ''],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
