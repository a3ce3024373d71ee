/**
 * The router payload a page's HTML carries in its inline `self.__next_f.push(<JSON>)` scripts, as the browser reads
 * it: each chunk's JSON decoded (escapes and all), text chunks as UTF-8, binary ones from base64, joined.
 */
export const inlinePayload = (html: string): Buffer =>
  Buffer.concat(
    [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].map(([, json]) => {
      const [type, data] = JSON.parse(json!) as [number, string];
      return Buffer.from(data, type === 1 ? 'utf8' : 'base64');
    }),
  );
