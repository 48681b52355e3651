var t=["contact","start-worksite","application"];function e(r){return`?form=${r}`}function i(r){let o=new URL(r,"http://site.invalid").searchParams.get("form");return t.find(n=>n===o)}export{e as a,i as b};
//# sourceMappingURL=chunk-R2KWQRJ7.js.map
