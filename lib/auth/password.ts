import bcrypt from "bcryptjs";
import crypto from "node:crypto";

const COST = 12;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

/** A random password of 20 URL-safe characters. */
export const randomPassword = () => crypto.randomBytes(15).toString("base64url");
