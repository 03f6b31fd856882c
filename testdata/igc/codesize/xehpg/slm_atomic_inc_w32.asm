//.kernel slm_atomic_inc_w32
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 42
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=128 type=w align=16 words (r3.0)
//.declare V36 (42)  rf=r size=64 type=w align=16 words (r7.0)
//.declare V37 (43)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V38 (44)  rf=r size=64 type=d align=16 words (r11.0)
//.declare P1 (46)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V40 (47)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V42 (49)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V43 (50)  rf=r size=128 type=d align=16 words (r17.0)
//.declare V44 (51)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare V45 (52)  rf=r size=128 type=d alias=V35+0 align=16 words (r3.0)
//.declare  (53)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare V46 (54)  rf=r size=64 type=w alias=V36+0 align=16 words (r7.0)
//.declare V47 (55)  rf=r size=128 type=w alias=V35+0 align=16 words (r3.0)
//.declare V48 (56)  rf=r size=64 type=uw alias=V36+0 align=16 words (r7.0)
//.declare V49 (57)  rf=r size=128 type=ud alias=V35+0 align=16 words (r3.0)
//.declare V50 (58)  rf=r size=64 type=ud alias=V37+0 align=16 words (r9.0)
//.declare V51 (59)  rf=r size=64 type=ud alias=V40+0 align=16 words (r13.0)
//.declare V52 (60)  rf=r size=64 type=ud alias=V38+0 align=16 words (r11.0)
//.declare V53 (61)  rf=r size=64 type=ud alias=V42+0 align=16 words (r15.0)
//.declare V54 (62)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (63)  rf=r size=32 type=ud align=16 words (r21.0)
//.declare  (64)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (65)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare  (66)  rf=r size=32 type=ud align=16 words (r23.0)
//.declare  (67)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare  (68)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (69)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (70)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (71)  rf=r size=32 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $20
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $20
// B002: Preds:{B001},  Succs:{}
// slm_atomic_inc_w32_BB_0:
(W)     send.ugm (1|M0)          r23      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $20
(W)     mov (8|M0)               null<1>:ud    r23.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $20
(W)     send.ugm (1|M0)          r24      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $20
        sync.nop                             null                             {Compacted,$1.dst}     // $1
(W)     mov (1|M0)               r1.0<1>:ud    r2.2<0;1,0>:ud                   {$0.dst}             // $1
(W)     mov (1|M0)               r1.1<1>:ud    r2.3<0;1,0>:ud                                        // $1
        mov (16|M0)              r13.0<1>:d    0:w                                                   // $8
(W)     mov (8|M0)               null<1>:ud    r24.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (16|M0)         r3       r1      null:0  0x0            0x024D04FF           {A@3,$4} // wr:1h+0, rd:4; a64 unaligned oword block read x8 // $1
        mov (16|M0)              r15.0<1>:d    0:w                                                   // $16
        mov (16|M0)              r17.0<1>:d    0:w                                                   // $12
        mov (16|M0)              r19.0<1>:d    0:w                                                   // $13
(W)     mov (1|M0)               r21.0<1>:ud   r2.4<0;1,0>:ud                                        // $19
(W)     mov (1|M0)               r21.1<1>:ud   r2.5<0;1,0>:ud                                        // $19
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $20
        shl (16|M0)              r7.0<1>:w     r3.0<2;1,0>:w     2:w               {$4.dst}          // $2
        shl (16|M0)              r8.0<1>:w     r5.0<2;1,0>:w     2:w                                 // $3
        cmp (16|M0)   (lt)f0.0   null<1>:d     r3.0<1;1,0>:ud    0xC0000000:ud                       // $9
        cmp (16|M16)  (lt)f0.0   null<1>:d     r5.0<1;1,0>:ud    0xC0000000:ud                       // $10
        and (32|M0)              r7.0<1>:w     r7.0<1;1,0>:w     28:w               {I@3}            // $4
        mov (16|M0)              r9.0<1>:d     r7.0<1;1,0>:uw                   {I@1}                // $5
        mov (16|M0)              r11.0<1>:d    r8.0<1;1,0>:uw                                        // $6
(f0.0)  send.dc1 (16|M0)         r13      r9      null:0  0x0            0x0420A5FE           {A@2,$5} // wr:2+0, rd:2; untyped atomic int32 integer increment // $11
(f0.0)  send.dc1 (16|M16)        r15      r11     null:0  0x0            0x0420A5FE           {A@1,$6} // wr:2+0, rd:2; untyped atomic int32 integer increment // $17
(f0.0)  mov (16|M0)              r17.0<1>:f    r13.0<1;1,0>:f                   {Compacted,$5.dst}   // $14
(f0.0)  mov (16|M16)             r19.0<1>:f    r15.0<1;1,0>:f                   {$6.dst}             // $18
(W)     send.dc1 (16|M0)         null     r21     r17:4   0x0            0x020D44FF           {A@1,$7} // wr:1h+4, rd:0; a64 unaligned oword block write x8 // $19
(W)     send.ugm (1|M0)          r22      r0      null:0  0x0            0x0210031F           {$8} // wr:1+0, rd:1; fence.ugm.none.local // $20
(W)     mov (8|M0)               null<1>:ud    r22.0<1;1,0>:ud                  {$8.dst}             //  memory fence commit; $20
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $20
L632:
        nop                                                                                          // $20


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 55
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
