import{a as r}from"./chunk-JKFVUDN4.js";import{b as e}from"./chunk-UGN6MDCV.js";async function s(i,n,o,y={}){try{let[t]=await i.call("GET /url/entity",{query:{entity_type:n,slug:o,...y}});if(t===void 0)throw r.notFound();return t}catch(t){throw t instanceof e&&t.status===404?r.notFound():t}}export{s as a};
//# sourceMappingURL=chunk-PLNP6LM2.js.map
