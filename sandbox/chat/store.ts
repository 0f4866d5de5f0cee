import type {SandboxDb, TableModule} from '../db';

export const chatTables: TableModule = {
  name: 'chat',
  migrations: [
    `CREATE TABLE IF NOT EXISTS chat_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      chat_id TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
      text TEXT NOT NULL,
      route TEXT,
      created_at TEXT NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS chat_messages_by_chat ON chat_messages (chat_id, id)',
  ],
};

export interface ChatMessage {
  role: 'user' | 'assistant';
  text: string;
  route: string | null;
  createdAt: string;
}

export function appendMessage(
  db: SandboxDb,
  chatId: string,
  message: {role: ChatMessage['role']; text: string; route?: string},
) {
  db.prepare(
    'INSERT INTO chat_messages (chat_id, role, text, route, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(chatId, message.role, message.text, message.route ?? null, new Date().toISOString());
}

export function chatHistory(db: SandboxDb, chatId: string): ChatMessage[] {
  return (
    db
      .prepare(
        'SELECT role, text, route, created_at FROM chat_messages WHERE chat_id = ? ORDER BY id',
      )
      .all(chatId) as {
      role: ChatMessage['role'];
      text: string;
      route: string | null;
      created_at: string;
    }[]
  ).map((row) => ({role: row.role, text: row.text, route: row.route, createdAt: row.created_at}));
}

export function countChats(db: SandboxDb): number {
  return (
    db.prepare('SELECT COUNT(DISTINCT chat_id) AS count FROM chat_messages').get() as {
      count: number;
    }
  ).count;
}
