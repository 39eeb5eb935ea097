// @ts-check

/** The address `npm start` listens on: HOSTNAME (or HOST) when set, else loopback only, so a server started without
 *  a front is not open to the network by accident. The deploy kit sets it (Dockerfile: 0.0.0.0 inside the container;
 *  systemd unit: 127.0.0.1 behind nginx). @param {Record<string, string | undefined>} env */
export const listenHost = (env = process.env) => env.HOSTNAME || env.HOST || "127.0.0.1";
