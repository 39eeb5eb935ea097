import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./request-context";
import { maskEmail, maskEmailsDeep, maskEmailsIn, REDACTED_PATHS } from "./redact";

/** JSON lines in production (LOG_FORMAT=json), readable lines otherwise (LOG_FORMAT=pretty); LOG_FORMAT=none
 *  discards the lines (the tests, which listen through onLog). */
const format = () => process.env.LOG_FORMAT ?? (process.env.NODE_ENV === "production" ? "json" : "pretty");

const COLOURS: Record<string, string> = { trace: "90", debug: "90", info: "36", warn: "33", error: "31", fatal: "35" };

/** One readable line per record: time, level, [scope], message, then the remaining fields as JSON. */
export function prettyLine(line: string): string {
  const { time, level, msg, scope, pid: _pid, hostname: _host, ...rest } = JSON.parse(line) as Record<string, unknown>;
  const clock = new Date(Number(time)).toISOString().slice(11, 23);
  const tag = `\u001b[${COLOURS[String(level)] ?? "0"}m${String(level).toUpperCase().padEnd(5)}\u001b[0m`;
  const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : "";
  return `${clock} ${tag} ${scope ? `[${scope}] ` : ""}${msg ?? ""}${extra}\n`;
}

const prettyStream: DestinationStream = { write: (line: string) => void process.stdout.write(prettyLine(line)) };

function destination(): DestinationStream {
  const chosen = format();
  if (chosen === "none") return { write: () => {} };
  return chosen === "json" ? pino.destination({ fd: 1, sync: true }) : prettyStream;
}

type Listener = (level: number, args: unknown[]) => void;
const g = globalThis as unknown as { __studioLogger?: Logger; __studioLogListeners?: Set<Listener> };
const listeners = () => (g.__studioLogListeners ??= new Set());

/** Calls `listener` for every record logged from now on (tests: "no error was logged"); returns the unsubscribe. */
export function onLog(listener: Listener): () => void {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}

/** Builds the logger; tests pass their own stream. */
export function createLogger(stream?: DestinationStream, level = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      // An e-mail in any field (a lead's address nested in an object, a path with ?email=): masked like the rest.
      formatters: {
        level: (label) => ({ level: label }),
        log: (record) => maskEmailsDeep(record) as Record<string, unknown>,
      },
      serializers: {
        // Free text can carry an e-mail (a failed query's message, say): masked in messages and errors too.
        err: (error: Error) => {
          const out = pino.stdSerializers.err(error);
          return { ...out, message: maskEmailsIn(out.message ?? ""), stack: maskEmailsIn(out.stack ?? "") };
        },
        email: maskEmail,
        actor: maskEmail,
      },
      hooks: {
        logMethod(args, method, level) {
          for (const listener of listeners()) listener(level, args);
          const masked = args.map((a) => (typeof a === "string" ? maskEmailsIn(a) : a));
          return method.apply(this, masked as Parameters<typeof method>);
        },
      },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      timestamp: pino.stdTimeFunctions.epochTime,
    },
    stream ?? destination(),
  );
}

/** The process's logger: `log.child({ scope: "admin" }).info({ … }, "message")`. */
const log: Logger = (g.__studioLogger ??= createLogger());

/** A logger for one part of the app; its lines carry `scope`. */
export const logger = (scope: string) => log.child({ scope });
