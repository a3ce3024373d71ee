#!/usr/bin/env bash
# Restarts the RASI website's instances one at a time, with no failed request and without touching nginx (tested
# by e2e/instances.spec.ts). For each instance: stop it (SIGTERM), start it, wait until its /api/health answers 200
# (a starting instance answers 503 until it has asked itself for every page: lib/serving/starting-gate.mjs),
# wait until nginx sends it requests again, and only then move to the next. If an instance does not come back, the
# script stops there with an error and leaves the others untouched.
#
# Why no nginx reload: a stopping instance drains itself (lib/server-guard.ts). It refuses new connections and
# closes each kept-alive one after its current response, and nginx passes any request that meets a closed port or
# a closing connection to the other instance (`proxy_next_upstream`, deploy/nginx/rasi.conf). A reload would close
# visitors' idle kept-alive connections to nginx itself, and a client that sends a request at that moment gets an
# error unless it retries.
#
#   deploy/rolling-restart.sh            # as root, on the host, after installing a new build in each copy
#
# Settings (environment), with the defaults for deploy/README.md's set-up:
#   INSTANCES="1 2"                       the instances, in order; instance N listens on 127.0.0.1:$((PORT_BASE + N))
#   PORT_BASE=3000
#   STOP="systemctl stop rasi-website@%i"  START="systemctl start rasi-website@%i"   (shell commands; %i: the
#                                         instance; systemd waits for the stop, up to TimeoutStopSec)
#   HEALTH_TIMEOUT=60                     how long a started instance has to answer /api/health
#   REJOIN_SECONDS=6                      nginx leaves an instance it saw fail out of the rotation for `fail_timeout`
#                                         (5 s in rasi.conf); the next instance stops only once this one is back
#   NGINX_CACHE=/var/cache/nginx/rasi     emptied once every instance runs the new build (empty: left alone)
#
# Why empty nginx's cache: it keeps a prerendered page as long as its `s-maxage` says, a year, and that page names
# the old build's scripts and styles. Deleting the files is enough: nginx takes an entry whose file is gone for a
# miss and asks an instance again, with no reload. Emptied after the last instance is back, it drops too what was
# cached while old and new instances ran side by side.
set -euo pipefail

INSTANCES=${INSTANCES:-1 2}
PORT_BASE=${PORT_BASE:-3000}
STOP=${STOP:-systemctl stop rasi-website@%i}
START=${START:-systemctl start rasi-website@%i}
HEALTH_TIMEOUT=${HEALTH_TIMEOUT:-60}
REJOIN_SECONDS=${REJOIN_SECONDS:-6}
NGINX_CACHE=${NGINX_CACHE-/var/cache/nginx/rasi}

log() { printf '%s rolling-restart: %s\n' "$(date -u +%H:%M:%S)" "$*"; }

healthy() {
  local url=$1
  if command -v curl >/dev/null 2>&1; then
    curl -fsS --max-time 2 -o /dev/null "$url"
  else
    node -e "fetch(process.argv[1], { signal: AbortSignal.timeout(2000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$url"
  fi
}

for n in $INSTANCES; do
  port=$((PORT_BASE + n))
  log "instance ${n} (port ${port}): stopping; nginx sends its requests to the others"
  bash -c "${STOP//%i/$n}"
  log "instance ${n}: starting"
  bash -c "${START//%i/$n}"
  deadline=$((SECONDS + HEALTH_TIMEOUT))
  until healthy "http://127.0.0.1:${port}/api/health"; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "instance ${n} did not answer /api/health within ${HEALTH_TIMEOUT} s: stopping here, the others untouched"
      exit 1
    fi
    sleep 0.5
  done
  log "instance ${n}: healthy; back in nginx's rotation in ${REJOIN_SECONDS} s"
  sleep "$REJOIN_SECONDS"
done
if [ -z "$NGINX_CACHE" ]; then
  log "nginx's cache left alone (NGINX_CACHE is empty)"
elif [ -d "$NGINX_CACHE" ]; then
  find "$NGINX_CACHE" -type f -delete
  log "nginx's cache emptied (${NGINX_CACHE}): every page is asked of the new build again"
else
  log "no nginx cache at ${NGINX_CACHE}: nothing to empty (set NGINX_CACHE to nginx's proxy_cache_path)"
fi
log "done"
