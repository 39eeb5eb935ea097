#!/usr/bin/env sh
# A self-signed certificate for the compose stack on your own machine (browsers warn about it; on a public server
# put a real certificate, e.g. from Let's Encrypt, in the same two files): deploy/certs/site.crt and site.key.
#   deploy/make-cert.sh [hostname] [directory]
set -eu
host="${1:-localhost}"
dir="${2:-$(dirname "$0")/certs}"
mkdir -p "$dir"
openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=$host" \
  -addext "subjectAltName=DNS:$host,DNS:localhost,IP:127.0.0.1" \
  -keyout "$dir/site.key" -out "$dir/site.crt" 2>/dev/null
chmod 600 "$dir/site.key"
echo "Wrote $dir/site.crt and $dir/site.key for $host"
