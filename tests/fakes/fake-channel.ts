import { createHash } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import { type ChannelEvent, type ChannelShape, channelFeed } from "./channel-feeds.ts";
import { listenOnLoopback, parseJson, readBody } from "./loopback.ts";

/**
 * A booking channel on loopback publishing iCalendar feeds, for the calendar sync's tests. Each
 * feed is a name with a script, set over HTTP so tests inside workerd can drive it:
 *
 *   PUT  /__channel/feeds/<name>    { shape, events } (an Airbnb-, Booking.com- or Vrbo-shaped feed)
 *                                   or { text } (any body: malformed, an HTML login page)
 *                                   or { hugeBytes } (a valid calendar that never ends under the cap)
 *                                   and optionally { status, delayMs, hang, validators: false }
 *   GET  /__channel/requests/<name> every request for the feed, oldest first (headers, answer)
 *   GET  /feeds/<name>.ics          the feed, as the channel serves it
 *
 * Like the channels, it answers with an ETag and Last-Modified, and 304 to a conditional request
 * whose validator still matches (unless `validators: false`: some channels send none).
 */

type FeedScript = {
  shape?: ChannelShape;
  events?: ChannelEvent[];
  text?: string;
  hugeBytes?: number;
  status?: number;
  delayMs?: number;
  hang?: boolean;
  validators?: boolean;
};

type ChannelRequest = { headers: Record<string, string>; answered: number | "hang"; at: string };

export interface FakeChannel {
  url: string;
  close(): Promise<void>;
}

export async function startFakeChannel(): Promise<FakeChannel> {
  const feeds = new Map<string, FeedScript & { modified: string }>();
  const requests = new Map<string, ChannelRequest[]>();

  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const url = new URL(req.url ?? "/", "http://channel.invalid");
      const control = /^\/__channel\/(feeds|requests)\/([\w.-]+)$/.exec(url.pathname);
      if (control) {
        const [, what, name = ""] = control;
        if (what === "feeds" && req.method === "PUT") {
          const script = parseJson(body) as FeedScript | null;
          if (!script || typeof script !== "object") return send(res, 400, "expected a feed script");
          feeds.set(name, { ...script, modified: new Date().toUTCString() });
          return send(res, 200, "ok");
        }
        if (what === "requests" && req.method === "GET")
          return send(res, 200, JSON.stringify(requests.get(name) ?? []), "application/json");
        return send(res, 404, "no such control");
      }
      const name = /^\/feeds\/([\w.-]+)\.ics$/.exec(url.pathname)?.[1];
      const script = name ? feeds.get(name) : undefined;
      const log = (answered: number | "hang") => {
        const list = requests.get(name ?? "") ?? [];
        list.push({ headers: req.headers as Record<string, string>, answered, at: new Date().toISOString() });
        requests.set(name ?? "", list);
      };
      if (!name || !script) {
        log(404);
        return send(res, 404, "<!doctype html><title>Not found</title>", "text/html");
      }
      if (script.hang) {
        log("hang");
        return; // never answers: the client's timeout ends it
      }
      if (script.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
      if (script.status && script.status !== 200) {
        log(script.status);
        return send(res, script.status, "<!doctype html><title>Service Unavailable</title>", "text/html");
      }
      if (script.hugeBytes) {
        log(200);
        return sendHuge(res, script.hugeBytes);
      }
      const text = script.text ?? channelFeed(script.shape ?? "airbnb", script.events ?? []);
      const etag = `"${createHash("sha1").update(text).digest("hex")}"`;
      const validators = script.validators !== false;
      if (validators && req.headers["if-none-match"] === etag) {
        log(304);
        res.writeHead(304, { ETag: etag });
        return res.end();
      }
      log(200);
      res.writeHead(200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Length": Buffer.byteLength(text),
        ...(validators ? { ETag: etag, "Last-Modified": script.modified } : {}),
      });
      res.end(text);
    } catch (error) {
      send(res, 500, `fake channel failed: ${String(error)}`);
    }
  });
  return listenOnLoopback(server);
}

function send(res: ServerResponse, status: number, text: string, type = "text/plain; charset=utf-8") {
  res.writeHead(status, { "Content-Type": type, "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

/** A calendar that goes on for `bytes`, chunked without a Content-Length, as a runaway export would. */
function sendHuge(res: ServerResponse, bytes: number) {
  res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" });
  res.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Runaway//EN\r\n");
  const chunk = "BEGIN:VEVENT\r\nUID:runaway\r\nDTSTART;VALUE=DATE:20300101\r\nDTEND;VALUE=DATE:20300102\r\nEND:VEVENT\r\n".repeat(100);
  let sent = 0;
  const pump = () => {
    while (sent < bytes) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    res.end("END:VCALENDAR\r\n");
  };
  res.on("error", () => {});
  pump();
}
