import type {SandboxDb, TableModule} from '../db';

export const formTables: TableModule = {
  name: 'forms',
  migrations: [
    `CREATE TABLE IF NOT EXISTS form_submissions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      form_id TEXT NOT NULL,
      received_at TEXT NOT NULL,
      content_type TEXT NOT NULL,
      fields TEXT NOT NULL,
      spam INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE IF NOT EXISTS form_files (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      submission_id INTEGER NOT NULL REFERENCES form_submissions(id) ON DELETE CASCADE,
      field TEXT NOT NULL,
      filename TEXT NOT NULL,
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      data BLOB NOT NULL
    )`,
  ],
};

export interface ReceivedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Uint8Array;
}

export interface Submission {
  id: number;
  formId: string;
  receivedAt: string;
  contentType: string;
  /** Text fields in the order received; a repeated name keeps every value. */
  fields: [string, string][];
  spam: boolean;
  files: {id: number; field: string; filename: string; contentType: string; size: number}[];
}

export function saveSubmission(
  db: SandboxDb,
  submission: {formId: string; contentType: string; fields: [string, string][]; spam: boolean},
  files: ReceivedFile[],
): number {
  return db.transaction(() => {
    const {lastInsertRowid} = db
      .prepare(
        `INSERT INTO form_submissions (form_id, received_at, content_type, fields, spam)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(
        submission.formId,
        new Date().toISOString(),
        submission.contentType,
        JSON.stringify(submission.fields),
        submission.spam ? 1 : 0,
      );
    const insertFile = db.prepare(
      `INSERT INTO form_files (submission_id, field, filename, content_type, size, data)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const file of files) {
      insertFile.run(
        lastInsertRowid,
        file.field,
        file.filename,
        file.contentType,
        file.data.byteLength,
        Buffer.from(file.data),
      );
    }
    return Number(lastInsertRowid);
  })();
}

interface SubmissionRow {
  id: number;
  form_id: string;
  received_at: string;
  content_type: string;
  fields: string;
  spam: number;
}

interface FileRow {
  id: number;
  submission_id: number;
  field: string;
  filename: string;
  content_type: string;
  size: number;
}

/** Newest first, optionally for one form. */
export function listSubmissions(db: SandboxDb, formId?: string): Submission[] {
  const rows = (
    formId
      ? db.prepare('SELECT * FROM form_submissions WHERE form_id = ? ORDER BY id DESC').all(formId)
      : db.prepare('SELECT * FROM form_submissions ORDER BY id DESC').all()
  ) as SubmissionRow[];
  const files = db
    .prepare('SELECT id, submission_id, field, filename, content_type, size FROM form_files')
    .all() as FileRow[];
  return rows.map((row) => ({
    id: row.id,
    formId: row.form_id,
    receivedAt: row.received_at,
    contentType: row.content_type,
    fields: JSON.parse(row.fields) as [string, string][],
    spam: row.spam === 1,
    files: files
      .filter((file) => file.submission_id === row.id)
      .map((file) => ({
        id: file.id,
        field: file.field,
        filename: file.filename,
        contentType: file.content_type,
        size: file.size,
      })),
  }));
}

export function readFile(
  db: SandboxDb,
  id: number,
): {filename: string; contentType: string; data: Buffer} | null {
  const row = db
    .prepare('SELECT filename, content_type, data FROM form_files WHERE id = ?')
    .get(id) as {filename: string; content_type: string; data: Buffer} | undefined;
  return row ? {filename: row.filename, contentType: row.content_type, data: row.data} : null;
}

export function countSubmissions(db: SandboxDb): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM form_submissions').get() as {count: number})
    .count;
}
