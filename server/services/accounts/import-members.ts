/**
 * Member import from the .xlsx template (columns 手机号, 姓名, 角色): every row is checked on its own; good rows
 * are created (or updated when the phone is already a member), bad rows come back with their row number and a
 * Chinese reason. Up to MEMBER_IMPORT_MAX rows per file.
 */
import type ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import type { TMemberImportResult } from '@common/api/accounts';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { readFirstSheet, type TSheetView } from '../../lib/xlsx/read-first-sheet';
import { AccountErrors } from './account-errors';
import { assertSeatAvailable } from '../admin/assert-seat-available';

export const MEMBER_IMPORT_MAX = 10_000;
export const TEMPLATE_HEADERS = ['手机号', '姓名', '角色'] as const;

/** The empty template with its header row and one example. */
export async function memberTemplate(): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  const ws = wb.addWorksheet('成员');
  ws.addRow([...TEMPLATE_HEADERS]);
  ws.addRow(['13800000000', '张律师', '']);
  ws.columns.forEach((c) => (c.width = 20));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'text' in v) return String(v.text).trim();
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '').trim();
  return String(v).trim();
}

/** Imports members from an uploaded template into the actor's tenant. */
export async function importMembers(db: Db, { actor, file }: { actor: TActor; file: Buffer }): Promise<TMemberImportResult> {
  // Read in an isolated thread under the spreadsheet limits (decision 187): a crafted file cannot take the API down.
  let ws: TSheetView | null;
  try {
    ws = await readFirstSheet(file, { maxRows: MEMBER_IMPORT_MAX + 1, maxCols: 3 });
  } catch {
    throw AccountErrors.importInvalid();
  }
  if (!ws) throw AccountErrors.importInvalid();
  const header = [1, 2].map((c) => cellText(ws.getRow(1).getCell(c).value));
  if (header[0] !== TEMPLATE_HEADERS[0] || header[1] !== TEMPLATE_HEADERS[1]) {
    throw AccountErrors.importInvalid('表头须为“手机号、姓名、角色”，请使用成员导入模板');
  }
  if (ws.rowCount - 1 > MEMBER_IMPORT_MAX) throw AccountErrors.importInvalid(`一次最多导入${MEMBER_IMPORT_MAX}名成员`);

  const tenantRoles = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.tenantId, actor.tenantId));
  const roleByName = new Map(tenantRoles.map((r) => [r.name, r.id]));
  const errors: TMemberImportResult['errors'] = [];
  const good = new Map<string, { row: number; name: string; roleIds: string[] }>();
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const phone = cellText(row.getCell(1).value);
    const name = cellText(row.getCell(2).value);
    const roleText = cellText(row.getCell(3).value);
    if (!phone && !name && !roleText) continue;
    if (!/^1\d{10}$/.test(phone)) { errors.push({ row: r, message: '手机号须为11位数字' }); continue; }
    if (!name || name.length > 30) { errors.push({ row: r, message: '姓名不能为空且不超过30个字' }); continue; }
    const roleNames = roleText ? roleText.split(/[,，、;；]/).map((s) => s.trim()).filter(Boolean) : [];
    const unknown = roleNames.filter((n) => !roleByName.has(n));
    if (unknown.length > 0) { errors.push({ row: r, message: `角色不存在：${unknown.join('、')}` }); continue; }
    if (good.has(phone)) { errors.push({ row: r, message: `手机号与第${good.get(phone)!.row}行重复` }); continue; }
    good.set(phone, { row: r, name, roleIds: roleNames.map((n) => roleByName.get(n)!) });
  }

  let created = 0;
  let updated = 0;
  const phones = [...good.keys()];
  await db.transaction(async (tx) => {
    for (let i = 0; i < phones.length; i += 500) {
      const chunk = phones.slice(i, i + 500);
      const existing = await tx.select({ id: users.id, phone: users.phone }).from(users).where(and(eq(users.tenantId, actor.tenantId), inArray(users.phone, chunk)));
      const existingByPhone = new Map(existing.map((e) => [e.phone!, e.id]));
      const fresh = chunk.filter((p) => !existingByPhone.has(p));
      // Seats bought (issue 12 /enterpriseInfo): the whole import is refused rather than half of it saved.
      if (fresh.length > 0) await assertSeatAvailable(tx, { tenantId: actor.tenantId, adding: fresh.length });
      const inserted = fresh.length
        ? await tx.insert(users).values(fresh.map((p) => ({ tenantId: actor.tenantId, phone: p, username: good.get(p)!.name }))).returning({ id: users.id, phone: users.phone })
        : [];
      created += inserted.length;
      for (const [p, id] of existingByPhone) {
        await tx.update(users).set({ username: good.get(p)!.name }).where(eq(users.id, id));
        updated++;
      }
      const ids = new Map([...existingByPhone, ...inserted.map((x) => [x.phone!, x.id] as const)]);
      const withRoles = chunk.filter((p) => good.get(p)!.roleIds.length > 0);
      if (withRoles.length > 0) {
        await tx.delete(userRoles).where(inArray(userRoles.userId, withRoles.map((p) => ids.get(p)!)));
        await tx.insert(userRoles).values(withRoles.flatMap((p) => good.get(p)!.roleIds.map((roleId) => ({ userId: ids.get(p)!, roleId }))));
      }
    }
    await recordAudit(tx, { tenantId: actor.tenantId, userId: actor.userId, action: 'member.import', details: { created, updated, errors: errors.length } });
  });
  return { created, updated, errors };
}
