//.kernel synthetic
//.platform DG2
// Hand-written in the finalizer's format: every case of the counting rule of
// scripts/bench_codegen.py (tests/it/codegen_bench.rs has its hand count).
//.spill size 64
//.spill flag store 2
//.spill flag load 1

// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                                                // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $9
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $9
// B002: Preds:{B001},  Succs:{B003}
// synthetic_BB_0:
(W)     send.ugm (1|M0)          r30      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $9
(W)     mov (8|M0)               null<1>:ud    r30.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $9
        mov (16|M0)              r10.0<1>:uw   0x76543210:v                                          // $1
        add3 (8|M0)              r12.0<1>:d    r2.0<1;0>:d       r3.1<4;2>:d       r4.0<1>:d        // $2
        cmp (16|M0)   (lt)f0.0   null<1>:d     r5.0<1;1,0>:d     r2.3<0;1,0>:d                       // $3
(W&~f0.0) sel (16|M0)            r14.0<1>:d    r5.0<1;1,0>:d     0x0:d                               // $4
(W)     send.dc0 (16|M0)         null     r0      r20:4   0x0            0x020F2000           {$3} // wr:1h+4, rd:0; hword scratch block write x4 //  scratch space spill: SP_GRF_k_0 from offset[0x32]; $5
(W)     send.dc0 (16|M0)         r20      r0      null:0  0x0            0x024C200C           {$4} // wr:1h+0, rd:4; hword scratch block read x4 //  scratch space fill:  from offset[0x32]; $5
        load.ugm.d32.a64 (16|M0)  r24:2   [r16:4]                    {$5} // $6
        store.slm.d32.a32 (16|M0)  [r22:2]  r24:2                    {$6} // $7
        movi (8|M0)              r26.0<1>:uw   r[a0.0]<1,0>:uw                                       // $8
        sync.allwr                           ($5,$6)                                                 // $8
        sync.bar                                                                                     // $8
        fence.ugm.none.local (1|M0)  r31  r0                             {$7}                        // $9
// B003: Preds:{B002},  Succs:{}
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<1;1,0>:ud                                        // $9
        sync.nop                             null                             {Compacted,I@1}        // $9
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT}  // wr:1+0, rd:0; end of thread // $9
L400:
        nop                                                                                          // $9
        ret (8|M0)                           r1.4                                                    // $9
