#!/usr/bin/env bash
# Restarts the RASI website's instances one at a time, with no failed request (tested by
# e2e/instances.spec.ts). For each instance: take it out of nginx's upstream (`down`) and reload nginx, wait
# until nginx's workers from before the reload have finished their requests and exited, stop it (SIGTERM), start it, wait until its /api/health answers, put it
# back, and only then move to the next. If an instance does not come back, the script stops there with an error,
# leaving it out of the upstream and the others untouched.
#
#   deploy/rolling-restart.sh            # as root, on the host, after installing a new build in each copy
#
# Settings (environment), with the defaults for deploy/README.md's set-up:
#   INSTANCES="1 2"                       the instances, in order; instance N listens on 127.0.0.1:$((PORT_BASE + N))
#   PORT_BASE=3000
#   NGINX_CONF=/etc/nginx/conf.d/rasi.conf the file holding the `upstream rasi_website` block
#   NGINX_RELOAD="nginx -s reload"
#   NGINX_PID_FILE=/run/nginx.pid         nginx's master process, whose old workers the drain waits for
#   STOP="systemctl stop rasi-website@%i"  START="systemctl start rasi-website@%i"   (shell commands; %i: the
#                                         instance; systemd waits for the stop, up to TimeoutStopSec)
#   DRAIN_SECONDS=15                      the longest the drain waits for nginx's old workers (see below)
#   HEALTH_TIMEOUT=60                     how long a started instance has to answer /api/health
set -euo pipefail

INSTANCES=${INSTANCES:-1 2}
PORT_BASE=${PORT_BASE:-3000}
NGINX_CONF=${NGINX_CONF:-/etc/nginx/conf.d/rasi.conf}
NGINX_RELOAD=${NGINX_RELOAD:-nginx -s reload}
NGINX_PID_FILE=${NGINX_PID_FILE:-/run/nginx.pid}
STOP=${STOP:-systemctl stop rasi-website@%i}
START=${START:-systemctl start rasi-website@%i}
DRAIN_SECONDS=${DRAIN_SECONDS:-15}
HEALTH_TIMEOUT=${HEALTH_TIMEOUT:-60}

log() { printf '%s rolling-restart: %s\n' "$(date -u +%H:%M:%S)" "$*"; }

# nginx's worker processes now (children of its master), from /proc, so that no other package is needed.
workers() {
  local master
  master=$(cat "$NGINX_PID_FILE" 2>/dev/null) || return 0
  for status in /proc/[0-9]*/status; do
    if [ "$(awk '/^PPid:/ { print $2 }' "$status" 2>/dev/null)" = "$master" ]; then
      status=${status#/proc/}
      echo "${status%/status}"
    fi
  done
}

# The drain: a reload starts new workers with the new upstream, while the old ones keep serving what they have
# (and, on a busy host, may still take new requests for a moment). Wait until every worker from before the reload
# has finished and exited, or DRAIN_SECONDS, whichever is first.
drain() {
  local old=$1 deadline=$((SECONDS + DRAIN_SECONDS)) alive pid
  if [ -z "$old" ]; then
    log "no nginx workers found through ${NGINX_PID_FILE}: waiting the whole ${DRAIN_SECONDS} s"
    sleep "$DRAIN_SECONDS"
    return 0
  fi
  while [ "$SECONDS" -lt "$deadline" ]; do
    alive=""
    for pid in $old; do kill -0 "$pid" 2>/dev/null && alive="$alive $pid"; done
    [ -z "$alive" ] && return 0
    sleep 0.2
  done
  log "nginx workers${alive} still finish requests after ${DRAIN_SECONDS} s; going on"
}

# Sets or clears `down` on the upstream line of 127.0.0.1:<port>, then reloads nginx.
mark() {
  local port=$1 state=$2
  grep -Eq "^\s*server 127\.0\.0\.1:${port}( |;)" "$NGINX_CONF" || {
    log "no 'server 127.0.0.1:${port}' line in ${NGINX_CONF}"
    exit 1
  }
  sed -E -i "s/^(\s*server 127\.0\.0\.1:${port}( [^;]*)?) down;/\1;/" "$NGINX_CONF"
  if [ "$state" = down ]; then
    sed -E -i "s/^(\s*server 127\.0\.0\.1:${port}( [^;]*)?);/\1 down;/" "$NGINX_CONF"
  fi
  bash -c "$NGINX_RELOAD"
}

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
  log "instance ${n} (port ${port}): out of the upstream"
  before=$(workers)
  mark "$port" down
  drain "$before"
  log "instance ${n}: stopping"
  bash -c "${STOP//%i/$n}"
  log "instance ${n}: starting"
  bash -c "${START//%i/$n}"
  deadline=$((SECONDS + HEALTH_TIMEOUT))
  until healthy "http://127.0.0.1:${port}/api/health"; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "instance ${n} did not answer /api/health within ${HEALTH_TIMEOUT} s: left out of the upstream; stopping here"
      exit 1
    fi
    sleep 0.5
  done
  log "instance ${n}: healthy, back in the upstream"
  mark "$port" up
done
log "done"
