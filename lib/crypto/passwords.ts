import "server-only";
// Dashboard passwords: bcrypt (bcryptjs, pure JS so it installs everywhere) at cost 11.
import bcrypt from "bcryptjs";

const COST = 11;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
