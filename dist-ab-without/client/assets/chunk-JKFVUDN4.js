var r=class n extends Error{status;location;constructor(e,t){super(t?`redirect ${e} to ${t}`:`page status ${e}`),this.name="PageResponse",this.status=e,this.location=t}static notFound(){return new n(404)}static unauthorized(){return new n(401)}static redirect(e,t=302){return new n(t,e)}get isRedirect(){return this.location!==void 0}};export{r as a};
//# sourceMappingURL=chunk-JKFVUDN4.js.map
