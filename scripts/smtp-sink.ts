/**
 * A local SMTP server that accepts every message and keeps none: `npx tsx scripts/smtp-sink.ts <port>`.
 * scripts/production-check.sh points the production server's SMTP_URL at it (production refuses to start
 * without SMTP_URL). Prints one line when listening, then one JSON line per message received (recipients
 * and subject), so the caller can see that e-mail left the server.
 */
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? 2525);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: tsx scripts/smtp-sink.ts <port>');
  process.exit(2);
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 64 * 1024) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
      const to = session.envelope.rcptTo.map((r) => r.address);
      console.log(JSON.stringify({ to, subject }));
      done();
    });
  },
});

server.listen(port, '127.0.0.1', () => console.log(`smtp sink listening on 127.0.0.1:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
